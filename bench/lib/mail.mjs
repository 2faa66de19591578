// The mail scenario: a loopback SMTP server that takes a while per message (like a distant relay),
// a backlog of ordinary mail queued through the contact form, then sign-in codes asked for behind
// it, timed from the API's answer to the moment the SMTP server has the message.
import { setTimeout as sleep } from "node:timers/promises";
import { URLSearchParams } from "node:url";
import { SMTPServer } from "smtp-server";
import { assertLoopback } from "./http.mjs";
import { HOST } from "./processes.mjs";

/**
 * An SMTP server on 127.0.0.1 that accepts every message `delayMs` after its data ends and keeps
 * who it was for and when it arrived (not the body). Closing drops idle pooled connections at once.
 */
export async function startSmtpSink({ delayMs = 0 } = {}) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()), at: performance.now() });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://${HOST}:${port}`,
    received,
    /** Messages received so far for `address`. */
    countTo: (address) => received.filter((message) => message.to.includes(address)).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function post(url, { body, contentType, forwardedFor }) {
  assertLoopback(url);
  const headers = { "content-type": contentType, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) };
  const response = await fetch(url, { method: "POST", headers, body, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/**
 * One message through /contacts, as the site's form sends it; each queues an e-mail to
 * OPERATOR_EMAIL. The form allows a few messages per client address, so each comes from another
 * (the server runs with TRUST_PROXY=loopback: the bench stands in for a proxy in front of many people).
 */
function postContact(origin, index) {
  const form = new URLSearchParams({
    name: `Bench sender ${index}`,
    email: `bench-sender-${index}@example.com`,
    phone: "",
    subject: `Backlog message ${index}`,
    message: `Message ${index} of the mail benchmark's backlog, queued ahead of the sign-in codes.`,
  });
  const forwardedFor = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  return post(`${origin}/contacts`, { body: form.toString(), contentType: "application/x-www-form-urlencoded", forwardedFor });
}

/**
 * Posts contact messages (`connections` at a time) until `backlog` of them are queued and not yet
 * received by the SMTP server, or `maxPosts` were sent. Returns what was posted and how long it took.
 */
export async function buildBacklog({ origin, smtp, operatorEmail, backlog, connections = 8, maxPosts = backlog * 4 }) {
  const started = performance.now();
  let posted = 0;
  let failed = 0;
  let next = 0;
  const failures = new Map();
  const waiting = () => posted - smtp.countTo(operatorEmail);
  const worker = async () => {
    while (waiting() < backlog && next < maxPosts) {
      const status = await postContact(origin, next++).catch((error) => error.message);
      if (status === 200) posted += 1;
      else {
        failed += 1;
        failures.set(status, (failures.get(status) ?? 0) + 1);
        if (failed > 20) throw new Error(`POST /contacts fails: ${[...failures].map(([what, count]) => `${what} ×${count}`).join(", ")}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { posted, failed, failures: Object.fromEntries(failures), waitingAtEnd: waiting(), ms: performance.now() - started };
}

/**
 * Asks for a sign-in code and waits until the SMTP server has it: ms from the API's 200 to its
 * arrival, how much ordinary mail was waiting (`waiting()`) when it was asked for, and how much of
 * it arrived in between.
 */
export async function timeSignInCode({ origin, smtp, operatorEmail, address, waiting, timeoutMs = 60_000 }) {
  const waitingAtRequest = waiting();
  const operatorBefore = smtp.countTo(operatorEmail);
  const status = await post(`${origin}/api/v1/send-otp`, { body: JSON.stringify({ email: address }), contentType: "application/json" });
  const answeredAt = performance.now();
  if (status !== 200) return { address, waitingAtRequest, error: `send-otp answered ${status}` };
  const deadline = answeredAt + timeoutMs;
  for (;;) {
    const arrived = smtp.received.find((message) => message.to.includes(address));
    if (arrived) {
      return { address, waitingAtRequest, ms: arrived.at - answeredAt, passedBy: smtp.countTo(operatorEmail) - operatorBefore };
    }
    if (performance.now() > deadline) return { address, waitingAtRequest, error: `no code within ${timeoutMs / 1000} s` };
    await sleep(5);
  }
}

/** Waits until `count` messages to `address` have arrived; returns ms waited, or null on timeout. */
export async function waitForCount(smtp, address, count, timeoutMs) {
  const started = performance.now();
  while (smtp.countTo(address) < count) {
    if (performance.now() - started > timeoutMs) return null;
    await sleep(50);
  }
  return performance.now() - started;
}
