/**
 * The console's oversight of marketplace posts and deals (issue 20): the operator's setting for new
 * posts, the states of an abuse report and what an admin may do with one, and the words the
 * console and the API say. Isomorphic: the server's rules and the pages' buttons read the same
 * lists.
 */

/** Whether a newly paid marketplace post goes live at once or waits for an admin's approval. */
export const POST_APPROVAL_MODES = ["immediate", "review"] as const;
export type PostApprovalMode = (typeof POST_APPROVAL_MODES)[number];

export const POST_APPROVAL_LABELS: Record<PostApprovalMode, string> = {
  immediate: "New posts go live at once",
  review: "New posts wait for approval",
};

/** The console_settings key of that setting; absent means "immediate" (the marketplace's behaviour before). */
export const POST_APPROVAL_SETTING = "marketplace.post_approval";

export const DEAL_REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;
export type DealReportStatus = (typeof DEAL_REPORT_STATUSES)[number];

export const DEAL_REPORT_STATUS_LABELS: Record<DealReportStatus, string> = {
  open: "Open",
  actioned: "Acted on",
  dismissed: "Dismissed",
};

/**
 * What an admin may do with an open report: hide what was reported (the message, or the offer
 * from the couple), close the couple's request (no more offers), or dismiss it (nothing wrong).
 */
export const DEAL_REPORT_ACTIONS = ["hide", "close_request", "dismiss"] as const;
export type DealReportAction = (typeof DEAL_REPORT_ACTIONS)[number];

export const DEAL_REPORT_ACTION_LABELS: Record<DealReportAction, string> = {
  hide: "Hide what was reported",
  close_request: "Close the request",
  dismiss: "Dismiss the report",
};

export const REPORT_REASON_LENGTH = { min: 5, max: 1000 } as const;
export const MODERATION_REASON_LENGTH = { min: 5, max: 1000 } as const;

/** What a hidden message shows in its place, to the couple and the business alike. */
export const HIDDEN_MESSAGE_TEXT = "This message was removed by Amora's team.";

export const MODERATION_MESSAGES = {
  postNotFound: "No marketplace post found",
  notAwaitingApproval: "Only a post waiting for approval can be approved.",
  cannotTakeDown: "Only a paid post that has not been refunded can be taken down.",
  cannotEdit: "Only a live, paused or waiting post can be edited.",
  reasonRequired: `Write the reason (${MODERATION_REASON_LENGTH.min} to ${MODERATION_REASON_LENGTH.max} characters); the business reads it.`,
  modeInvalid: "Choose whether new posts go live at once or wait for approval.",
  requestNotFound: "No deal request found",
  reportNotFound: "No report found",
  reportClosed: "This report was already dealt with.",
  requestAlreadyClosed: "This request is already closed.",
  dealNotFound: "No deal found",
  messageNotFound: "No such message on this deal.",
  reportReason: `Tell us what is wrong (${REPORT_REASON_LENGTH.min} to ${REPORT_REASON_LENGTH.max} characters).`,
  reportedAlready: "You have already reported this; our team will look at it.",
  reported: "Thank you: our team will look at it.",
  actionInvalid: "Choose what to do with the report.",
} as const;

/**
 * The reason given with a report of an offer or a message: trimmed, between REPORT_REASON_LENGTH's
 * bounds. Null when fine, else the message to show (the report form and the server say the same).
 */
export function checkReportReason(reason: string | undefined): string | null {
  const length = (reason ?? "").trim().length;
  return length < REPORT_REASON_LENGTH.min || length > REPORT_REASON_LENGTH.max ? MODERATION_MESSAGES.reportReason : null;
}
