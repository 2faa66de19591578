import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small S3-compatible server for tests: PUT, GET, HEAD and DELETE of objects in its buckets,
 * path-style (/bucket/key) or virtual-hosted (Host: bucket.<host>). Like S3 it checks every
 * request's AWS Signature Version 4, computed here on its own (not with the app's signer), and
 * answers S3's XML errors: InvalidAccessKeyId, SignatureDoesNotMatch, NoSuchBucket, NoSuchKey.
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MEDIA_STORE=s3 settings for an app that stores its media here (path-style). */
  environment: Record<string, string>;
  /** Every request received: method, path and whether its signature held. */
  requests: { method: string; path: string; signed: boolean }[];
  objectNames(): string[];
  object(key: string): { body: Buffer; contentType: string } | undefined;
  close(): Promise<void>;
};

type StoredObject = { body: Buffer; contentType: string; lastModified: Date };

const REGION = "us-east-1";
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** Why the request's signature fails, or null when it holds. */
function signatureProblem(request: IncomingMessage, body: Buffer, credentials: { accessKeyId: string; secretAccessKey: string }): { code: string; message: string } | null {
  const authorization = request.headers.authorization ?? "";
  const match = /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return { code: "AccessDenied", message: "Access Denied" };
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== credentials.accessKeyId) return { code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  const stamp = String(request.headers["x-amz-date"] ?? "");
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!time || stamp.slice(0, 8) !== day) return { code: "AccessDenied", message: "X-Amz-Date is missing or does not match the credential scope" };
  const signedAt = Date.UTC(Number(time[1]), Number(time[2]) - 1, Number(time[3]), Number(time[4]), Number(time[5]), Number(time[6]));
  if (Math.abs(Date.now() - signedAt) > MAX_SKEW_MS) return { code: "RequestTimeTooSkewed", message: "The difference between the request time and the current time is too large." };
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body)) {
    return { code: "XAmzContentSHA256Mismatch", message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return { code: "AccessDenied", message: "host and x-amz-date must be signed" };
  const url = new URL(request.url ?? "/", "http://fake");
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join("&");
  const headerLines = names.map((name) => `${name}:${String(request.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const canonical = [request.method, url.pathname, query, headerLines, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) {
    return { code: "SignatureDoesNotMatch", message: "The request signature we calculated does not match the signature you provided. Check your key and signing method." };
  }
  return null;
}

export async function startFakeS3({
  bucket = "amora-media",
  accessKeyId = "AKIAFAKES3TESTKEY",
  secretAccessKey = "fake-s3-secret-access-key-for-tests",
}: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<FakeS3> {
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);
  const requests: FakeS3["requests"] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? "/", "http://fake");
      const hostName = String(request.headers.host ?? "").replace(/:\d+$/, "");
      const head = request.method === "HEAD";
      // Virtual-hosted: the bucket is the host's first label; path-style: the path's first segment.
      const hosted = [...buckets.keys()].find((name) => hostName.startsWith(`${name}.`));
      const segments = url.pathname.split("/").slice(1).map(decodeURIComponent);
      const [bucketName, key] = hosted ? [hosted, segments.join("/")] : [segments[0] ?? "", segments.slice(1).join("/")];
      const problem = signatureProblem(request, body, { accessKeyId, secretAccessKey });
      requests.push({ method: request.method ?? "", path: url.pathname, signed: problem === null });
      if (problem) return sendError(response, problem.code === "XAmzContentSHA256Mismatch" ? 400 : 403, problem.code, problem.message, head);
      const objects = buckets.get(bucketName);
      if (!objects) return sendError(response, 404, "NoSuchBucket", "The specified bucket does not exist", head);
      if (key === "") return sendError(response, 400, "NotImplemented", "Only object calls are implemented", head);
      switch (request.method) {
        case "PUT": {
          objects.set(key, { body, contentType: String(request.headers["content-type"] ?? "binary/octet-stream"), lastModified: new Date() });
          response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
          return;
        }
        case "GET":
        case "HEAD": {
          const stored = objects.get(key);
          if (!stored) return sendError(response, 404, "NoSuchKey", "The specified key does not exist.", head);
          response.writeHead(200, {
            "content-type": stored.contentType,
            "content-length": stored.body.length,
            "last-modified": stored.lastModified.toUTCString(),
            etag: `"${createHash("md5").update(stored.body).digest("hex")}"`,
          });
          response.end(head ? undefined : stored.body);
          return;
        }
        case "DELETE": {
          objects.delete(key);
          response.writeHead(204).end();
          return;
        }
        default:
          return sendError(response, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    environment: {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    requests,
    objectNames: () => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    object: (key) => buckets.get(bucket)?.get(key),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
