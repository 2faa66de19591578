import { createHash, createHmac } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { LOCAL_UPLOADS_PATH } from "./local-disk-storage";
import { isMediaKey, type MediaStorage, type StoredMedia } from "./media-storage";

/** Where an S3-compatible store is and how to sign for it (server/config.ts: MEDIA_STORE=s3). */
export type S3StorageSettings = Readonly<{
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Browsers load files from here (a CDN or the bucket's public address); unset: the app serves them at /media/uploads. */
  publicUrl: string | undefined;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
}>;

export type S3StorageOptions = {
  /** How long one request may take before it counts as failed (and is tried once more). */
  timeoutMs?: number;
  /** The signing time; the real clock unless a test fixes it. */
  now?: () => Date;
};

/** A request the store refused or could not complete; the message names the call and the store's answer. */
export class S3StorageError extends Error {
  override name = "S3StorageError";
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const EMPTY_SHA256 = createHash("sha256").update("").digest("hex");
const DEFAULT_TIMEOUT_MS = 15_000;

type S3Request = { method: "PUT" | "GET" | "HEAD" | "DELETE"; key: string; body?: Buffer; headers?: Record<string, string> };

/** RFC 3986 encoding, as SigV4 wants it for each path segment. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** "20261127T215600Z" */
function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * AWS Signature Version 4 headers for one request (no query string: the store only sends object calls).
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}): Record<string, string> {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: input.url.host,
    "x-amz-date": stamp,
    "x-amz-content-sha256": input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    "",
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    names.join(";"),
    input.payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}

/** The object's address: path-style (endpoint/bucket/key) or virtual-hosted (bucket.endpoint/key). */
export function s3ObjectUrl(settings: Pick<S3StorageSettings, "endpoint" | "bucket" | "forcePathStyle">, key: string): URL {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, "");
  if (settings.forcePathStyle) {
    endpoint.pathname = `${basePath}/${encodeSegment(settings.bucket)}/${encodeSegment(key)}`;
  } else {
    endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${basePath}/${encodeSegment(key)}`;
  }
  endpoint.search = "";
  endpoint.hash = "";
  return endpoint;
}

/** <Code> and <Message> of an S3 error document, when there is one. */
function errorDetails(text: string): { code: string | undefined; message: string | undefined } {
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return { code, message };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Media in a bucket of any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...),
 * so every app process sees every upload. Signed with SigV4 by hand: the five object calls do not
 * need an SDK. A timeout, a dropped connection or a 5xx is tried once more; a 404 on open is
 * "no such file"; removing a missing key is not an error (S3 answers 204 either way).
 */
export function createS3Storage(settings: S3StorageSettings, options: S3StorageOptions = {}): MediaStorage {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const publicUrl = settings.publicUrl?.replace(/\/$/, "");
  const describe = (request: S3Request) => `${request.method} ${settings.bucket}/${request.key}`;

  function send(request: S3Request): Promise<IncomingMessage> {
    const url = s3ObjectUrl(settings, request.key);
    const body = request.body;
    const headers = signS3Request({
      method: request.method,
      url,
      headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      date: now(),
    });
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = client.request(url, { method: request.method, headers, timeout: timeoutMs }, resolve);
      outgoing.on("timeout", () => outgoing.destroy(new S3StorageError(`${describe(request)}: no answer within ${timeoutMs} ms`, undefined, "Timeout")));
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  /** One call, tried a second time after a timeout, a network error or a 5xx. */
  async function call(request: S3Request, expected: (status: number) => boolean): Promise<IncomingMessage> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      let response: IncomingMessage;
      try {
        response = await send(request);
      } catch (error) {
        lastError = error;
        continue;
      }
      const status = response.statusCode ?? 0;
      if (expected(status)) return response;
      const text = (await readAll(response)).toString("utf8");
      const details = errorDetails(text);
      const hint =
        details.code === "SignatureDoesNotMatch" || details.code === "InvalidAccessKeyId"
          ? " (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)"
          : details.code === "NoSuchBucket"
            ? " (check S3_BUCKET)"
            : "";
      lastError = new S3StorageError(
        `${describe(request)}: the store answered ${status}${details.code ? ` ${details.code}` : ""}${details.message ? `: ${details.message}` : ""}${hint}`,
        status,
        details.code,
      );
      if (status < 500) break;
    }
    if (lastError instanceof S3StorageError) throw lastError;
    throw new S3StorageError(`${describe(request)}: ${lastError instanceof Error ? lastError.message : String(lastError)}`, undefined, undefined);
  }

  function assertKey(key: string): void {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  }

  return {
    async put(key, body, contentType) {
      assertKey(key);
      const response = await call(
        { method: "PUT", key, body, headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" } },
        (status) => status === 200,
      );
      response.resume();
    },
    async remove(keys) {
      for (const key of keys) assertKey(key);
      await Promise.all(
        keys.map(async (key) => {
          const response = await call({ method: "DELETE", key }, (status) => status === 204 || status === 200 || status === 404);
          response.resume();
        }),
      );
    },
    urlFor(key) {
      assertKey(key);
      return publicUrl ? `${publicUrl}/${key}` : `${LOCAL_UPLOADS_PATH}/${key}`;
    },
    keyFromUrl(url) {
      // Addresses written while the app served the files itself stay this store's own.
      for (const prefix of [...(publicUrl ? [`${publicUrl}/`] : []), `${LOCAL_UPLOADS_PATH}/`]) {
        if (!url.startsWith(prefix)) continue;
        const key = url.slice(prefix.length);
        return isMediaKey(key) ? key : null;
      }
      return null;
    },
    async open(key): Promise<StoredMedia | null> {
      if (!isMediaKey(key)) return null;
      const response = await call({ method: "GET", key }, (status) => status === 200 || status === 404);
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      const lastModified = response.headers["last-modified"];
      const contentType = response.headers["content-type"];
      const length = response.headers["content-length"];
      // Without a stated length (a chunked answer) the file is read first, so its size is known.
      const bytes = length === undefined ? await readAll(response) : undefined;
      return {
        body: bytes ? Readable.from([bytes]) : response,
        size: bytes ? bytes.length : Number(length),
        modifiedAt: lastModified ? new Date(lastModified) : new Date(0),
        ...(contentType ? { contentType } : {}),
      };
    },
  };
}
