import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it. */
export type CapturedEmail = {
  to: string[];
  from: string;
  /** The raw RFC 5322 message (headers and body). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for searching. */
  text: string;
  receivedAt: number;
};

export type SmtpCapture = {
  url: string;
  port: number;
  messages: CapturedEmail[];
  close(): Promise<void>;
};

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, in memory and, when
 * `directory` is given, as one JSON file per message (so another process can read them).
 * `delayMs`: how long it takes to accept each message, like a distant mail server.
 */
export async function startSmtpCapture({
  port = 0,
  directory,
  delayMs = 0,
}: { port?: number; directory?: string; delayMs?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  if (directory) await mkdir(directory, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Closing drops the senders' idle pooled connections after half a second instead of 30.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      const accept = () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const message: CapturedEmail = {
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw,
          text: decodeQuotedPrintable(raw),
          receivedAt: Date.now(),
        };
        messages.push(message);
        // Written aside, then renamed: a reader polling the folder never sees half a message.
        const file = directory ? path.join(directory, `${String(messages.length).padStart(5, "0")}.json`) : undefined;
        const written = file
          ? writeFile(`${file}.partial`, JSON.stringify(message)).then(() => rename(`${file}.partial`, file))
          : Promise.resolve();
        written.then(() => callback(), callback);
      };
      stream.on("end", () => (delayMs > 0 ? setTimeout(accept, delayMs) : accept()));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Messages another process captured into `directory`. */
export async function readCapturedEmails(directory: string): Promise<CapturedEmail[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(directory, file), "utf8")) as CapturedEmail));
}

/** Waits for a message to `to` (received after `since`) that passes `matches`. */
export async function waitForEmail(
  source: { directory: string } | { messages: CapturedEmail[] },
  to: string,
  { since = 0, matches = () => true, timeoutMs = 15_000 }: { since?: number; matches?: (email: CapturedEmail) => boolean; timeoutMs?: number } = {},
): Promise<CapturedEmail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const messages = "directory" in source ? await readCapturedEmails(source.directory) : source.messages;
    const found = [...messages].reverse().find((email) => email.receivedAt >= since && email.to.includes(address) && matches(email));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms (${messages.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit code in an e-mail's subject or text. */
export function codeIn(email: CapturedEmail): string {
  const code = /\b(\d{6})\b/.exec(email.text.replace(/^(Message-ID|Date|X-[^:]+):.*$/gim, ""))?.[1];
  if (!code) throw new Error("no six-digit code in the e-mail");
  return code;
}
