/** A deal request's state; the database column holds these (server/db/schema/deals.ts). */
export type DealRequestStatus = "open" | "booked" | "closed";
/** A deal (one business's offer on one request) as the couple sees it. */
export type DealStatus = "received" | "late" | "rejected" | "booked" | "withdrawn";
export type MessageSender = "couple" | "business";

/**
 * What may happen to a deal, in which state (docs/product.md §4 "Deal actions"; decision 021). Every
 * couple and business action goes through `planDealAction`: an action not allowed now is refused
 * with its message and changes nothing.
 *
 * Status: received -> rejected | booked | withdrawn; late -> received (the couple welcomes the
 * late response) | rejected | booked | withdrawn. rejected, booked and withdrawn are final. An
 * open (received or late) deal past its expiry can no longer be booked or edited.
 * Flags, independent of status: pinned, archived; the couple's unread new-message flag.
 *
 * Isomorphic (core imports only): the server's guards plan every move with it, and the pages ask
 * it what they show (whether an offer is still open) instead of working it out again.
 */
export type CoupleDealAction = "pin" | "unpin" | "archive" | "unarchive" | "lateresponse" | "reject" | "booked" | "newmessageupdate";
export type BusinessDealAction = "edit" | "withdraw";
export type DealAction = CoupleDealAction | BusinessDealAction;

export const COUPLE_DEAL_ACTIONS: readonly CoupleDealAction[] = ["pin", "unpin", "archive", "unarchive", "lateresponse", "reject", "booked", "newmessageupdate"];

export type DealState = {
  status: DealStatus;
  pinned: boolean;
  archived: boolean;
  /** The offer's validity ended (expiresAt <= now). */
  expired: boolean;
};

type Rule = {
  /** Statuses the action is allowed from. */
  from: readonly DealStatus[];
  /** The status it moves to; unchanged when absent. */
  to?: DealStatus;
  /** Flags that must hold before, and are set after. */
  flag?: { name: "pinned" | "archived"; before: boolean };
  /** Refused once the offer has expired. */
  notWhenExpired?: boolean;
  /** Why it is refused otherwise. */
  refusal: string;
};

const ANY: readonly DealStatus[] = ["received", "late", "rejected", "booked", "withdrawn"];
const OPEN: readonly DealStatus[] = ["received", "late"];

export const DEAL_EXPIRED = "This offer has expired.";

export const DEAL_TRANSITIONS: Record<DealAction, Rule> = {
  pin: { from: ANY, flag: { name: "pinned", before: false }, refusal: "This offer is already pinned." },
  unpin: { from: ANY, flag: { name: "pinned", before: true }, refusal: "This offer is not pinned." },
  archive: { from: ANY, flag: { name: "archived", before: false }, refusal: "This offer is already archived." },
  unarchive: { from: ANY, flag: { name: "archived", before: true }, refusal: "This offer is not archived." },
  lateresponse: { from: ["late"], to: "received", refusal: "This offer is not a late response." },
  reject: { from: OPEN, to: "rejected", refusal: "Only an open offer can be declined." },
  booked: { from: OPEN, to: "booked", notWhenExpired: true, refusal: "Only an open offer can be booked." },
  // Marks the thread read; allowed whatever the state (reading never hurts).
  newmessageupdate: { from: ANY, refusal: "" },
  edit: { from: OPEN, notWhenExpired: true, refusal: "Only an open offer can be changed." },
  withdraw: { from: OPEN, to: "withdrawn", refusal: "Only an open offer can be withdrawn." },
};

export type DealPlan =
  | { allowed: true; status: DealStatus; pinned: boolean; archived: boolean }
  | { allowed: false; message: string };

/** An offer the business may still change (docs/product.md §4): open (received or late) and not expired. */
export function isOfferOpen(status: DealStatus, expired: boolean): boolean {
  const rule = DEAL_TRANSITIONS.edit;
  return rule.from.includes(status) && !(rule.notWhenExpired === true && expired);
}

/** The state after `action`, or why it is refused. Pure. */
export function planDealAction(state: DealState, action: DealAction): DealPlan {
  const rule = DEAL_TRANSITIONS[action];
  if (!rule.from.includes(state.status)) return { allowed: false, message: rule.refusal };
  if (rule.flag && state[rule.flag.name] !== rule.flag.before) return { allowed: false, message: rule.refusal };
  if (rule.notWhenExpired && state.expired) return { allowed: false, message: DEAL_EXPIRED };
  const next = { status: rule.to ?? state.status, pinned: state.pinned, archived: state.archived };
  if (rule.flag) next[rule.flag.name] = !rule.flag.before;
  return { allowed: true, ...next };
}

/**
 * A request is open until one of its offers is booked: then it takes no new offers, and no other
 * offer on it can be booked (the couple travels once). `closed` is kept for requests closed by
 * hand in the database; nothing in the product closes one yet.
 */
export const DEAL_REQUEST_TRANSITIONS: Record<"book", { from: readonly DealRequestStatus[]; to: DealRequestStatus; refusal: string }> = {
  book: { from: ["open"], to: "booked", refusal: "Another offer on this request is already booked." },
};

export type RequestPlan = { allowed: true; status: DealRequestStatus } | { allowed: false; message: string };

/** The request's state after `move`, or why it is refused. Pure. */
export function planRequestMove(status: DealRequestStatus, move: keyof typeof DEAL_REQUEST_TRANSITIONS): RequestPlan {
  const rule = DEAL_REQUEST_TRANSITIONS[move];
  return rule.from.includes(status) ? { allowed: true, status: rule.to } : { allowed: false, message: rule.refusal };
}

/** A deal a business may still answer on: the request is open (a booked or closed one takes no new offers). */
export function acceptsOffers(status: DealRequestStatus): boolean {
  return status === "open";
}

/**
 * Who may write in an offer's thread, by the offer's status. Either side may write whatever the
 * couple decided (a couple who declined may still ask, and be answered); nobody writes about an
 * offer its business withdrew.
 */
export const MESSAGE_TRANSITIONS: Record<MessageSender, { from: readonly DealStatus[]; refusal: string }> = {
  couple: { from: ["received", "late", "rejected", "booked"], refusal: "This offer was withdrawn." },
  business: { from: ["received", "late", "rejected", "booked"], refusal: "This offer was withdrawn." },
};

/** Whether `sender` may post in a thread whose offer is in `status`, or why not. Pure. */
export function planMessage(status: DealStatus, sender: MessageSender): { allowed: true } | { allowed: false; message: string } {
  const rule = MESSAGE_TRANSITIONS[sender];
  return rule.from.includes(status) ? { allowed: true } : { allowed: false, message: rule.refusal };
}

/** Why `sender` may no longer write in the thread, or null while they may (for the pages). */
export function threadClosedBecause(status: DealStatus, sender: MessageSender): string | null {
  const plan = planMessage(status, sender);
  return plan.allowed ? null : plan.message;
}
