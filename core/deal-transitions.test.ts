import { describe, expect, it } from "vitest";
import {
  acceptsOffers,
  DEAL_EXPIRED,
  DEAL_TRANSITIONS,
  isOfferOpen,
  planDealAction,
  planMessage,
  planRequestMove,
  threadClosedBecause,
  type DealAction,
  type DealState,
  type DealStatus,
} from "./deal-transitions";

const STATUSES: DealStatus[] = ["received", "late", "rejected", "booked", "withdrawn"];
const ACTIONS = Object.keys(DEAL_TRANSITIONS) as DealAction[];
const state = (status: DealStatus, extra: Partial<DealState> = {}): DealState => ({ status, pinned: false, archived: false, expired: false, ...extra });

describe("the deal transition table", () => {
  it("moves status only where the table says", () => {
    expect(planDealAction(state("received"), "reject")).toMatchObject({ allowed: true, status: "rejected" });
    expect(planDealAction(state("late"), "booked")).toMatchObject({ allowed: true, status: "booked" });
    expect(planDealAction(state("late"), "lateresponse")).toMatchObject({ allowed: true, status: "received" });
    expect(planDealAction(state("received"), "withdraw")).toMatchObject({ allowed: true, status: "withdrawn" });
    expect(planDealAction(state("received"), "lateresponse")).toEqual({ allowed: false, message: "This offer is not a late response." });
  });

  it("keeps rejected, booked and withdrawn final for every status-changing action", () => {
    for (const status of ["rejected", "booked", "withdrawn"] as const) {
      for (const action of ["reject", "booked", "lateresponse", "withdraw", "edit"] as const) {
        expect(planDealAction(state(status), action).allowed, `${action} from ${status}`).toBe(false);
      }
    }
  });

  it("toggles pin and archive flags once each way, in any status", () => {
    for (const status of STATUSES) {
      expect(planDealAction(state(status), "pin")).toMatchObject({ allowed: true, pinned: true, status });
      expect(planDealAction(state(status, { pinned: true }), "pin")).toEqual({ allowed: false, message: "This offer is already pinned." });
      expect(planDealAction(state(status, { pinned: true }), "unpin")).toMatchObject({ allowed: true, pinned: false });
      expect(planDealAction(state(status), "unarchive")).toEqual({ allowed: false, message: "This offer is not archived." });
      expect(planDealAction(state(status, { archived: true }), "unarchive")).toMatchObject({ allowed: true, archived: false });
    }
  });

  it("refuses booking and editing an expired offer, but still lets the couple decline it", () => {
    expect(planDealAction(state("received", { expired: true }), "booked")).toEqual({ allowed: false, message: DEAL_EXPIRED });
    expect(planDealAction(state("received", { expired: true }), "edit")).toEqual({ allowed: false, message: DEAL_EXPIRED });
    expect(planDealAction(state("received", { expired: true }), "reject")).toMatchObject({ allowed: true, status: "rejected" });
  });

  it("gives every refusal a message, and never changes a flag it does not own", () => {
    for (const status of STATUSES) {
      for (const action of ACTIONS) {
        for (const pinned of [false, true]) {
          const before = state(status, { pinned, archived: !pinned });
          const plan = planDealAction(before, action);
          if (!plan.allowed) {
            expect(plan.message.length, `${action} from ${status}`).toBeGreaterThan(0);
            continue;
          }
          if (action !== "pin" && action !== "unpin") expect(plan.pinned).toBe(before.pinned);
          if (action !== "archive" && action !== "unarchive") expect(plan.archived).toBe(before.archived);
        }
      }
    }
  });
});

describe("the deal request table", () => {
  it("books an open request once; a booked or closed one takes no second booking and no new offers", () => {
    expect(planRequestMove("open", "book")).toEqual({ allowed: true, status: "booked" });
    for (const status of ["booked", "closed"] as const) {
      expect(planRequestMove(status, "book")).toEqual({ allowed: false, message: "Another offer on this request is already booked." });
      expect(acceptsOffers(status)).toBe(false);
    }
    expect(acceptsOffers("open")).toBe(true);
  });
});

describe("the message table", () => {
  it("lets either side write whatever the couple decided, and nobody about a withdrawn offer", () => {
    for (const sender of ["couple", "business"] as const) {
      for (const status of ["received", "late", "rejected", "booked"] as const) {
        expect(planMessage(status, sender), `${sender} on ${status}`).toEqual({ allowed: true });
        expect(threadClosedBecause(status, sender)).toBeNull();
      }
      expect(planMessage("withdrawn", sender)).toEqual({ allowed: false, message: "This offer was withdrawn." });
      expect(threadClosedBecause("withdrawn", sender)).toBe("This offer was withdrawn.");
    }
  });
});

describe("isOfferOpen, what the business's lead page asks", () => {
  it("is open while received or late and not expired, as the edit rule has it", () => {
    expect(STATUSES.filter((status) => isOfferOpen(status, false))).toEqual(["received", "late"]);
    expect(STATUSES.filter((status) => isOfferOpen(status, true))).toEqual([]);
  });
});
