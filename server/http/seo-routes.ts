import type { FastifyInstance } from "fastify";
import { PRIVATE_PATH_PREFIXES } from "../../core/site-pages";
import type { AppServices } from "../app-context";
import { listSitemapEntries, type SitemapEntry } from "../domain/catalogue/list-sitemap-entries";
import { notFound } from "../kernel/errors";
import { requestOrigin } from "./request-origin";

const ONE_HOUR = "public, max-age=3600";

/** GET /robots.txt and GET /sitemap.xml (plus /sitemap/N.xml once the catalogue outgrows one file). */
export function registerSeoRoutes(app: FastifyInstance, services: AppServices): void {
  app.get("/robots.txt", async (request, reply) => {
    const origin = requestOrigin(services, request);
    return reply.type("text/plain; charset=utf-8").header("cache-control", ONE_HOUR).send(robotsTxt(origin));
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const origin = requestOrigin(services, request);
    const { entries, pageCount } = await listSitemapEntries({ db: services.db, origin, now: services.clock.now() });
    const xml = pageCount === 1 ? urlSet(entries) : sitemapIndex(origin, pageCount);
    return reply.type("application/xml; charset=utf-8").header("cache-control", ONE_HOUR).send(xml);
  });

  app.get<{ Params: { file: string } }>("/sitemap/:file", async (request, reply) => {
    const match = /^([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    if (!match) throw notFound("No such sitemap");
    const page = Number(match[1]);
    const origin = requestOrigin(services, request);
    const { entries, pageCount } = await listSitemapEntries({ db: services.db, origin, page, now: services.clock.now() });
    if (page > pageCount) throw notFound("No such sitemap");
    return reply.type("application/xml; charset=utf-8").header("cache-control", ONE_HOUR).send(urlSet(entries));
  });
}

function robotsTxt(origin: string): string {
  // "/offer$" and "/offer/" rather than "/offer", so a listing slug that merely starts with
  // "offer" stays crawlable.
  const privatePaths = PRIVATE_PATH_PREFIXES.flatMap((prefix) => [`Disallow: ${prefix}$`, `Disallow: ${prefix}/`]);
  return ["User-agent: *", "Allow: /", "Disallow: /api/", ...privatePaths, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function urlSet(entries: SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function sitemapIndex(origin: string, pageCount: number): string {
  const items = Array.from({ length: pageCount }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${index + 1}.xml`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
