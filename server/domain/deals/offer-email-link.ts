import type { Transaction } from "../../db/client";
import { createEmailSignInLink } from "../accounts/email-sign-in-links";
import { findUserById } from "../accounts/find-user";
import { siteRoot, type DealDeps } from "./deal-deps";

/**
 * The link of an e-mail to the couple about an offer (decision 048): it signs them in once and
 * opens the offer. Only when the request's e-mail is the member's own address: a request sent to
 * another address gets the plain offer address, which asks that reader to sign in.
 */
export async function offerEmailLink(
  tx: Transaction,
  deps: Pick<DealDeps, "clock" | "config" | "origin">,
  { dealId, userId, requestEmail }: { dealId: number; userId: number; requestEmail: string },
): Promise<string> {
  const root = siteRoot(deps);
  const to = `/offer/${dealId}`;
  const member = await findUserById(tx, userId);
  if (!member || member.email.toLowerCase() !== requestEmail.trim().toLowerCase()) return `${root}${to}`;
  return createEmailSignInLink({ db: tx, clock: deps.clock, config: deps.config }, { userId, email: member.email, to, siteUrl: root });
}
