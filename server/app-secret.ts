import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config";

/**
 * The embedded production default (`npm start` on a fresh machine) has no APP_SECRET: generate
 * one on first start and keep it beside the database, so codes survive a restart.
 */
export async function withAppSecret(config: Config): Promise<Config> {
  if (config.appSecret) return config;
  const file = path.join(config.dataDir, "app-secret");
  let secret: string;
  try {
    secret = (await readFile(file, "utf8")).trim();
  } catch {
    secret = "";
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString("base64url");
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  return Object.freeze({ ...config, appSecret: secret });
}

export function appSecretOf(config: Config): string {
  if (!config.appSecret) throw new Error("APP_SECRET is not resolved; start the server through startServer");
  return config.appSecret;
}
