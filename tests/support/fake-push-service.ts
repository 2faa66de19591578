import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
// http_ece is what web-push encrypts with; here it decrypts what the server sent, as a browser would.
import ece from "http_ece";

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A self-signed certificate for 127.0.0.1 (tests only), so the fake speaks HTTPS like a real push service. */
const certificate = readFileSync(new URL("./tls/loopback-cert.pem", import.meta.url));
const key = readFileSync(new URL("./tls/loopback-key.pem", import.meta.url));

export type FakePushService = {
  /** The service's origin, e.g. https://127.0.0.1:41234 (its host goes into PUSH_SERVICE_HOSTS). */
  origin: string;
  /** An HTTPS agent that trusts the fake's certificate, for the server's push sender. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status the next answers carry (201 by default; 410 says the subscription is gone). */
  answerWith(status: number): void;
  close(): Promise<void>;
};

/** A push service on loopback (HTTPS) that keeps every message it is sent (the server's only push target in tests). */
export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer({ cert: certificate, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    agent: new Agent({ ca: certificate }),
    received,
    answerWith(next) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its keys, and a way to read what it was sent. */
export function browserKeys() {
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return {
    p256dh: curve.getPublicKey().toString("base64url"),
    auth,
    decrypt(body: Buffer): unknown {
      return JSON.parse(ece.decrypt(body, { version: "aes128gcm", privateKey: curve, authSecret: auth }).toString("utf8"));
    },
  };
}
