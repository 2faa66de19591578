import { z } from "zod";
import { signedInResponse } from "./account-schemas";

/** The schemas of social sign-in (core/contracts/social-login.ts). */

const redirectQuery = z.object({
  return_to: z.string().max(4096).optional().describe("A path on this site to come back to (default /)"),
});

const callbackQuery = z.object({
  plateform: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("Spelled so: the apps send this name. 'web': the website's redirect flow; anything else (android, ios): the apps' token flow"),
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  access_token: z.string().max(8192).optional(),
});

/** Apple's form_post answer (fields as Apple names them). */
const appleFormBody = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(4096).optional(),
});

const appleFormQuery = z.object({ plateform: z.string().max(40).optional() });

const redirectOnly = z.object({}).describe("Never sent: the answer is a 302 redirect");

export const startSignIn = { query: redirectQuery, response: redirectOnly };
export const signInCallback = { query: callbackQuery, response: signedInResponse };
export const appleSignInFormPost = { query: appleFormQuery, body: appleFormBody, response: redirectOnly };
