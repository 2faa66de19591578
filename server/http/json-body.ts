import type { FastifyInstance } from "fastify";

/**
 * The apps send `Content-Type: application/json` on every call, bodyless ones too (a pin, an
 * unlike, the plan list). Fastify refuses an empty JSON body; here it reads as no body, so the
 * operation's own schema decides (an operation with required fields answers its usual message).
 * Anything else goes through Fastify's own parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser("error", "error");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
