import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_BODY_BYTES, readPageInput, refusedAddress } from "./page-input";

describe("refusedAddress", () => {
  it.each(["/", "/ta/12", "/villa-rosa-amalfi", "/search/12?checkin=2026-09-10", "/checkstatus?email=a%40b.example", "/%E2%9D%A4", "/bad%", "/q?x=%"])(
    "lets %s through",
    (url) => {
      expect(refusedAddress(url)).toBeNull();
    },
  );

  it.each(["/%00", "/ta/%00", "/collection/1%00", "/article/%00x?y=1"])("answers %s as a missing page", (url) => {
    expect(refusedAddress(url)?.status).toBe(404);
  });

  it.each(["/checkstatus?email=%00", "/search/1?%00=x", "/?a=1&b=x%00y"])("answers %s as a bad request", (url) => {
    expect(refusedAddress(url)?.status).toBe(400);
  });
});

describe("readPageInput", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    // As the page catch-all does: bodies are left to the page, unread by Fastify.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, _payload, done) => done(null));
    app.route({
      method: ["GET", "POST"],
      url: "/*",
      handler: async (request) => {
        const input = await readPageInput(request);
        return input.ok ? { ok: true, body: input.body?.toString("utf8") ?? null } : { ok: false, status: input.status };
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string | Buffer, contentType?: string) =>
    app.inject({ method: "POST", url: "/contacts", payload, headers: contentType ? { "content-type": contentType } : {} });

  it("hands a well-formed form on, byte for byte", async () => {
    const response = await post("name=Giulia&message=Ciao%21", "application/x-www-form-urlencoded");
    expect(response.json()).toEqual({ ok: true, body: "name=Giulia&message=Ciao%21" });
  });

  it("refuses a NUL in a form field or its name", async () => {
    expect((await post("name=Giu%00lia", "application/x-www-form-urlencoded")).json()).toEqual({ ok: false, status: 400 });
    expect((await post("na%00me=Giulia", "application/x-www-form-urlencoded")).json()).toEqual({ ok: false, status: 400 });
  });

  it("refuses a NUL in a multipart field, and a multipart body it cannot read", async () => {
    const form = new FormData();
    form.append("name", "Giu\u0000lia");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await post(Buffer.from(await request.arrayBuffer()), request.headers.get("content-type")!);
    expect(response.json()).toEqual({ ok: false, status: 400 });
    expect((await post("garbage", "multipart/form-data; boundary=x")).json()).toEqual({ ok: false, status: 400 });
  });

  it("refuses bodies no page form sends: other types, and more than the limit", async () => {
    expect((await post('{"a":1}', "application/json")).json()).toEqual({ ok: false, status: 415 });
    expect((await post("text", "text/plain")).json()).toEqual({ ok: false, status: 415 });
    expect((await post("a=".padEnd(MAX_PAGE_BODY_BYTES + 10, "x"), "application/x-www-form-urlencoded")).json()).toEqual({ ok: false, status: 413 });
  });

  it("lets an empty post through (a form with no fields)", async () => {
    expect((await post("")).json()).toEqual({ ok: true, body: "" });
    expect((await post("", "application/x-www-form-urlencoded")).json()).toEqual({ ok: true, body: "" });
  });

  it("checks a GET's address only", async () => {
    expect((await app.inject({ method: "GET", url: "/ta/%00" })).json()).toEqual({ ok: false, status: 404 });
    expect((await app.inject({ method: "GET", url: "/ta/1?q=ok" })).json()).toEqual({ ok: true, body: null });
  });
});
