/**
 * The admins' second factor (issue 20, decision 044): an authenticator app (TOTP) confirms every
 * admin session, recovery codes stand in for a lost phone. What the admin is told, and the limits
 * the server holds. Plain values: this file ships to the browser.
 */

/** Recovery codes given at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Wrong codes (authenticator or recovery) an admin may enter in the window before waiting. */
export const SECOND_FACTOR_ATTEMPTS = { limit: 5, windowSeconds: 600 } as const;

export const SECOND_FACTOR_MESSAGES = {
  alreadyEnrolled: "Your authenticator app is already set up. Enter a code from it, or use a recovery code.",
  notStarted: "Start setting up your authenticator app first.",
  notEnrolled: "Set up your authenticator app first.",
  wrongCode: "That code is not right. Enter the 6-digit code your authenticator app shows now.",
  wrongRecoveryCode: "That recovery code is not right, or it was used already.",
  codeFormat: "Enter the 6 digits your authenticator app shows.",
  oneOfCodes: "Enter either a code from your authenticator app or a recovery code.",
  tooManyAttempts: "Too many wrong codes. Please wait a few minutes and try again.",
  confirmed: "Your authenticator app is set up and this sign-in is confirmed. Keep your recovery codes somewhere safe.",
  verified: "This sign-in is confirmed.",
  recoveryCodeUsed: (left: number) =>
    `This sign-in is confirmed with a recovery code, which is now used up. ${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left.${left <= 3 ? " Make new ones soon." : ""}`,
  recoveryCodesRenewed: "New recovery codes are ready; the old ones no longer work. Keep these somewhere safe.",
  reset: "Your authenticator app was removed. Set up a new one now: your other sign-ins must confirm again.",
} as const;

export const ADMIN_TEAM_MESSAGES = {
  noAccount: "No account uses this e-mail address. Ask them to sign up first, then add them.",
  alreadyAdmin: (email: string) => `${email} is already an admin.`,
  businessAccount: "This is a business account. An admin needs a member account of their own.",
  disabledAccount: "This account is disabled.",
  noAdmin: "No admin has this id.",
  notYourself: "You cannot change or remove your own admin access. Ask another owner.",
  lastOwner: "The console must keep at least one owner. Make someone else an owner first.",
  added: (email: string, role: string) => `${email} is now an admin (${role}). They confirm their sign-in with an authenticator app on first use.`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  removed: (email: string) => `${email} is no longer an admin; the account is a member account again.`,
  secondFactorReset: (email: string) => `${email}'s authenticator app was removed. They set up a new one at their next sign-in.`,
} as const;
