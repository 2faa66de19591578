/** What the push subscription calls answer (decision 022): the domain's refusals and the API's confirmations. */
export const PUSH_MESSAGES = {
  unsupportedService: "This browser's push service is not supported.",
  invalidKeys: "The subscription's keys are not valid.",
  subscribed: "Notifications turned on",
  unsubscribed: "Notifications turned off",
} as const;
