import { z } from "zod";
import { PUSH_MESSAGES } from "../push-messages";

/** The schemas of the Web Push operations (core/contracts/push.ts), by operationId. */

export const getPushKey = { response: z.object({ data: z.object({ public_key: z.string() }) }) };

export const savePushSubscription = {
  body: z.object({
    endpoint: z.string().max(2000).describe("PushSubscription.endpoint"),
    keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }).describe("PushSubscription.toJSON().keys"),
  }),
  response: z.object({ message: z.literal(PUSH_MESSAGES.subscribed) }),
};

export const deletePushSubscription = {
  body: z.object({ endpoint: z.string().max(2000) }),
  response: z.object({ message: z.literal(PUSH_MESSAGES.unsubscribed) }),
};
