/**
 * A submitted form's fields as text, read with a size cap. Fastify leaves page bodies to React
 * Router unread (server/http/ssr.ts), so its bodyLimit does not apply here: without this cap a
 * client could stream any amount into request.formData().
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; fields: Record<string, string> } | { ok: false }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false };
  if (!request.body) return { ok: true, fields: {} };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Blob(chunks as BlobPart[]);
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, string> = {};
  // Files and repeated names are ignored: the form has one text value per field.
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return { ok: true, fields };
}
