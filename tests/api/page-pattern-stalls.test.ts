import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIMARY_LINKS_AFTER_DEALS, isAnyActive } from "../../app/components/nav-links";
import { bodyClassFor } from "../../app/root";
import { action as contactAction } from "../../app/routes/contacts";
import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactField } from "../../core/contact-form";
import type { RequestContext } from "../../server/app-context";
import { normalisePath } from "../../server/domain/catalogue/get-page-head";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The pages' side of "no single request may stall the server" (issue 15): the /contacts form's
 * action (React Router, checked by core/contact-form.ts) and the page code that reads the path.
 * Same attacks and yardstick as tests/api/pattern-stalls.test.ts: a generous multiple of a plain
 * request, the fastest of three deciding once the limit is passed.
 */

const SLOWDOWN_LIMIT = 40;
const LONG = 50_000;
const ATTACKS: readonly { label: string; text: string }[] = [
  { label: "34 letters and '!'", text: `${"a".repeat(34)}!` },
  { label: "letters and '!'", text: `${"a".repeat(LONG)}!` },
  { label: "digits and '!'", text: `${"1".repeat(LONG)}!` },
  { label: "dotted labels and '!'", text: `${"a.".repeat(LONG / 2)}!` },
  // 60 KB: the old e-mail check (zod ran .regex() after .max() failed) held the server ~5 s on this.
  { label: "an e-mail domain of dots", text: `a@${".".repeat(LONG)} x` },
  { label: "an e-mail domain of dots, under the cap", text: `a@${".".repeat(240)} x` },
  { label: "spaces and 'x'", text: `${" ".repeat(LONG)}x` },
  { label: "phone punctuation and 'x'", text: `${"(1) ".repeat(LONG / 4)}x` },
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed<T>(run: () => Promise<T> | T): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/**
 * Checks `attack` against the slowest of the `plain` runs (the median of five each) with the shared
 * yardstick, and returns the attack's answer.
 */
async function expectNoStall<T>(context: string, plain: (() => Promise<unknown> | unknown)[], attack: () => Promise<T> | T): Promise<T> {
  let plainMs = 0;
  for (const run of plain) {
    await run();
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) times.push((await timed(run)).ms);
    plainMs = Math.max(plainMs, median(times));
  }
  const limitMs = SLOWDOWN_LIMIT * plainMs;
  const first = await timed(attack);
  let fastest = first.ms;
  // Once could be a pause elsewhere on a shared machine: the fastest of three repeats decides.
  for (let round = 0; round < 3 && fastest > limitMs; round += 1) fastest = Math.min(fastest, (await timed(attack)).ms);
  expect(fastest, `${context}: ${fastest.toFixed(2)} ms, plain ${plainMs.toFixed(3)} ms`).toBeLessThanOrEqual(limitMs);
  return first.result;
}

const validFields: Record<ContactField, string> = {
  name: "Ana Lima",
  email: "ana@example.com",
  phone: "+351 912 345 678",
  subject: "Honeymoon",
  message: "Could an advisor call us in October?",
};
/** A short wrong value for each field: the plain request, refused by the same check. */
const wrongFields: Record<ContactField, string> = { name: "", email: "a@b", phone: "12ab", subject: "", message: "short" };

let clientNumber = 0;
type ContactAnswer = { status: string; errors?: Partial<Record<ContactField, string>> } | DataWithResponseInit<{ status: string; errors?: Partial<Record<ContactField, string>> }>;

function postContact(fields: Record<string, string>): Promise<ContactAnswer> {
  // Each post from its own address, so the per-address limit does not answer for the form's checks.
  clientNumber += 1;
  const context = { services: testApp.services, origin: "http://localhost", clientAddress: `198.51.${clientNumber >> 8}.${clientNumber & 255}` } as RequestContext;
  const request = new Request("http://localhost/contacts", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return contactAction({ context, request, params: {} } as Parameters<typeof contactAction>[0]) as Promise<ContactAnswer>;
}

const answerOf = (answer: ContactAnswer) => ("data" in answer ? answer.data : answer);
const statusOf = (answer: ContactAnswer) => ("init" in answer ? (answer.init?.status ?? 200) : 200);

describe("the /contacts form action", () => {
  it.each(CONTACT_FIELDS.map((field) => [field] as const))("%s: every attack is answered about as fast as a short wrong value, never with a 5xx", async (field) => {
    for (const attack of ATTACKS) {
      const context = `/contacts ${field} = ${attack.label}`;
      // A fine value is stored and its e-mail queued: a valid message is the other plain request.
      const answer = await expectNoStall(
        context,
        [() => postContact({ ...validFields, [field]: wrongFields[field] }), () => postContact(validFields)],
        () => postContact({ ...validFields, [field]: attack.text }),
      );
      const status = statusOf(answer);
      // Refused with the field's message, refused whole for its size (413), or a fine value sent.
      expect([200, 413, 422], `${context}: ${JSON.stringify(answerOf(answer)).slice(0, 300)}`).toContain(status);
      if (status === 422) expect(answerOf(answer).errors?.[field], context).toBeTruthy();
    }
  });

  it("still gives the product's e-mail message for a malformed address of any length", async () => {
    for (const email of ["a@b", `a@${".".repeat(200)} x`, `${"a".repeat(300)}@b.co`, `a@${".".repeat(20_000)} x`]) {
      const answer = await postContact({ ...validFields, email });
      expect(statusOf(answer), email.slice(0, 40)).toBe(422);
      expect(answerOf(answer).errors?.email).toBe(CONTACT_MESSAGES.emailInvalid);
    }
  });
});

describe("page code that reads the path", () => {
  // A path of slashes ending in something else took about n² steps with /\/+$/ (16 KB, the most
  // a request line carries, cost 0.2 s; a longer one through a proxy, seconds). These are plain
  // functions, so the yardstick is the same path with its last character moved to the front: the
  // same length to read, and nothing for a pattern to backtrack over.
  const slashes = `/faq${"/".repeat(LONG)}x`;
  const trailing = `/faq${"/".repeat(LONG)}`;
  const control = (path: string) => path.slice(-1) + path.slice(0, -1);

  it.each([
    ["the body class (app/root.tsx)", (path: string) => bodyClassFor(path)],
    ["the head's path (get-page-head.ts)", (path: string) => normalisePath(path)],
    ["the navigation's current link (nav-links.ts)", (path: string) => isAnyActive(path, PRIMARY_LINKS_AFTER_DEALS)],
  ] as const)("%s", async (_name, read) => {
    for (const path of [slashes, trailing]) {
      await expectNoStall(`${path.slice(0, 10)}… (${path.length} characters)`, [() => read(control(path))], () => read(path));
    }
    expect(bodyClassFor(trailing)).toBe("faq");
    expect(normalisePath(trailing)).toBe("/faq");
  });
});
