/**
 * The account bodies' field names, code to wire (docs/product.md §7): the one mapping the
 * contracts' schemas read the bodies with (core/contracts/account-schemas.ts). Only device_name
 * differs; the others are listed so a body's every field reaches the handler.
 */
export const LOGIN_WIRE_NAMES = {
  email: "email",
  password: "password",
  deviceName: "device_name",
} as const;

export const REGISTER_WIRE_NAMES = {
  ...LOGIN_WIRE_NAMES,
  name: "name",
} as const;

export const VERIFY_OTP_WIRE_NAMES = {
  email: "email",
  otp: "otp",
  deviceName: "device_name",
} as const;

export const RESET_PASSWORD_WIRE_NAMES = {
  email: "email",
  otp: "otp",
  password: "password",
  passwordConfirmation: "password_confirmation",
  deviceName: "device_name",
} as const;
