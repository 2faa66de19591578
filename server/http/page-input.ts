import type { IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";
import { isStorableText } from "../../core/storable-text";

/**
 * What a page request may carry before React Router sees it. Loaders and actions hand path
 * segments, query values and form fields to the database; text it cannot store (NUL, lone
 * surrogates) is refused here, once for every page, and the request is answered with the
 * not-found page under the status below instead.
 */
export type PageInput =
  /** `body`: the whole request body, read here so its fields could be checked (absent for GET and HEAD). */
  | { ok: true; body: Buffer | undefined }
  | { ok: false; status: number; reason: string };

/** Page forms are a few fields (the contact form, the largest, stops at 64 KB); the API's own limit. */
export const MAX_PAGE_BODY_BYTES = 1024 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** 404 for a path no page can have, 400 for a query no page can use; null when both can be read. */
export function refusedAddress(url: string): { status: 400 | 404; reason: string } | null {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const decodedPath = decodedOrNull(path);
  if (decodedPath !== null && !isStorableText(decodedPath)) return { status: 404, reason: "path" };
  if (queryStart === -1) return null;
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (!isStorableText(name) || !isStorableText(value)) return { status: 400, reason: `query ${name}` };
  }
  return null;
}

/**
 * The body, up to `maxBytes`, or "too-large"; the rest is left unread (the reply then closes the
 * connection). A client that goes away mid-body gives "incomplete".
 */
function readBody(raw: IncomingMessage, maxBytes: number): Promise<Buffer | "too-large" | "incomplete"> {
  if (Number(raw.headers["content-length"] ?? "0") > maxBytes) return Promise.resolve("too-large");
  if (raw.complete && raw.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too-large" | "incomplete") => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("close", onClose);
      raw.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        raw.pause();
        finish("too-large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onClose = () => finish("incomplete");
    const onError = (error: Error) => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("close", onClose);
      reject(error);
    };
    raw.on("data", onData);
    raw.on("end", onEnd);
    raw.on("close", onClose);
    raw.on("error", onError);
  });
}

async function formFieldsAreStorable(body: Buffer, contentType: string): Promise<boolean> {
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  for (const [name, value] of form) {
    if (!isStorableText(name)) return false;
    // Files are bytes, not text; their names are text.
    if (typeof value === "string" ? !isStorableText(value) : !isStorableText(value.name)) return false;
  }
  return true;
}

/**
 * Checks a page request's address, and for a form post its fields, before any loader or action
 * runs. Page actions take HTML forms only, so another kind of body is refused too.
 */
export async function readPageInput(request: FastifyRequest): Promise<PageInput> {
  const address = refusedAddress(request.url);
  if (address) return { ok: false, ...address };
  if (request.method === "GET" || request.method === "HEAD") return { ok: true, body: undefined };

  const body = await readBody(request.raw, MAX_PAGE_BODY_BYTES);
  if (body === "too-large") return { ok: false, status: 413, reason: "body too large" };
  if (body === "incomplete") return { ok: false, status: 400, reason: "body incomplete" };
  const contentType = request.headers["content-type"] ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (body.length === 0 && (mediaType === "" || FORM_TYPES.has(mediaType))) return { ok: true, body };
  if (!FORM_TYPES.has(mediaType)) return { ok: false, status: 415, reason: `body of type ${mediaType || "unknown"}` };
  try {
    if (!(await formFieldsAreStorable(body, contentType))) return { ok: false, status: 400, reason: "form field" };
  } catch {
    return { ok: false, status: 400, reason: "form unreadable" };
  }
  return { ok: true, body };
}
