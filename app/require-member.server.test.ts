import { describe, expect, it } from "vitest";
import type { ApiUser } from "../server/domain/accounts/api-user";
import { requireMember, type MemberArea } from "./require-member.server";

const member = { id: 7, email: "member@example.com" } as ApiUser;

function thrown(area: MemberArea): Response {
  try {
    requireMember({ user: null }, area);
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return error as Response;
  }
  throw new Error("requireMember let a visitor through");
}

describe("requireMember", () => {
  it("hands back the signed-in member", () => {
    expect(requireMember({ user: member }, "profile")).toBe(member);
    expect(requireMember({ user: member }, "reservations")).toBe(member);
  });

  it.each([
    ["offers", "/404"],
    ["profile", "/404"],
    ["reservations", "/"],
  ] as const)("sends a visitor away from %s to %s (docs/product.md §2)", (area, destination) => {
    const response = thrown(area);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(destination);
  });
});
