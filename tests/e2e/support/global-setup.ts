import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startSmtpCapture } from "../../support/smtp-capture";
import { assertChromiumInstalled } from "./browser";
import { startBuiltServer } from "./built-server";

/**
 * Builds nothing (npm test built already): checks that Chromium is there, then starts the
 * production server once for every end-to-end file.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  // E-mail goes through real SMTP to a capture on loopback; test files read it from a folder.
  const mailDirectory = await mkdtemp(path.join(os.tmpdir(), "amora-e2e-mail-"));
  const smtp = await startSmtpCapture({ directory: mailDirectory });
  // Every test's browser context is its own client (browser.ts sends X-Forwarded-For from
  // loopback), so per-address limits such as 30 sign-in codes per 10 minutes meet no other test's.
  const server = await startBuiltServer({ environment: { SMTP_URL: smtp.url, TRUST_PROXY: "127.0.0.1" } });
  project.provide("e2eBaseUrl", server.url);
  project.provide("e2eMailDirectory", mailDirectory);
  return async () => {
    await smtp.close();
    await rm(mailDirectory, { recursive: true, force: true });
    const result = await server.stop();
    if (result.code !== 0) {
      // Shutdown problems are the graceful-shutdown test's business; this keeps the evidence.
      console.warn(`The end-to-end server exited with ${JSON.stringify(result)}:\n${server.output()}`);
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Where the SMTP capture writes each e-mail the server sends (see tests/support/smtp-capture.ts). */
    e2eMailDirectory: string;
  }
}
