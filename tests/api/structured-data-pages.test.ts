import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "../../core/listing-path";
import { HOTEL_LISTING_TYPES, LISTING_TYPES, type ListingType } from "../../core/listing-types";
import { SITE_PAGES } from "../../core/site-pages";
import { listings } from "../../server/db/schema/catalogue";
import { openPageRenderer, type PageRenderer } from "../support/page-rendering";
import { readJsonLd, readLinks, readMeta } from "../support/rendered-html";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The server-rendered pages as a crawler reads them: one or more pages of every kind the sitemap
 * lists (every fixed page, an article category, a marketplace vendor, and first, middle and last
 * listings of each kind, a resort and a plain hotel among them), plus the search pages and the
 * partners' header and footer. Their JSON-LD must hold what Google's structured-data
 * documentation requires of each type, their share tags a 1200 x 630 image with its alt text, and
 * no element or JSON-LD address may lead to a reserved example host (the demo catalogue's
 * invented websites: core/placeholder-links.ts).
 */

const ORIGIN = "https://amora.travel";
/** A partner's website on a reserved host (the demo catalogue's kind), and real ones. */
const PLACEHOLDER_PARTNER_SITE = "https://www.rome-honeymoons.example.com/trips/eternal-city";
const REAL_AGENCY_SITE = "https://www.starlit-journeys.travel/";
const REAL_HOTEL_SITE = "https://www.villa-rosa-amalfi.it/";

type RenderedPage = {
  path: string;
  status: number;
  html: string;
  inSitemap: boolean;
  /** The @types the page's JSON-LD must hold at its top level ("Hotel|Resort": either). */
  expectedTypes: string[];
  listingType: ListingType | null;
};

let renderer: PageRenderer;
let testApp: TestApp;
const pages: RenderedPage[] = [];
let sitemapPaths: string[] = [];
let placeholderItinerary: { path: string; title: string };
let realWebsiteAdvisor: { path: string };
let realWebsiteHotel: { path: string };

const MAIN_TYPE: Record<Exclude<ListingType, "basic" | "property">, string> = {
  brand: "Organization",
  destination: "TouristDestination",
  collection: "CollectionPage",
  itinerary: "TouristTrip",
  article: "Article",
  offer: "Offer",
  advisor: "TravelAgency",
};

const FIXED_PAGE_TYPES: Record<string, string[]> = {
  "/": ["WebSite"],
  "/hotel": ["CollectionPage"],
  "/ta": ["CollectionPage"],
  "/destinations": ["CollectionPage"],
  "/collection": ["CollectionPage"],
  "/itineraries": ["CollectionPage"],
  "/article": ["CollectionPage"],
  "/marketplace": ["CollectionPage"],
  "/faq": ["FAQPage"],
  "/contacts": ["ContactPage"],
  "/upgrade": ["WebPage", "Offer"],
};

/** First, middle and last of a list, without repeats. */
function spread<T>(items: T[]): T[] {
  return [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter((item): item is T => item !== undefined);
}

async function render(path: string, facts: Omit<RenderedPage, "path" | "status" | "html" | "inSitemap">): Promise<void> {
  const response = await testApp.app.inject({ method: "GET", url: path });
  pages.push({ path, status: response.statusCode, html: response.body, inSitemap: sitemapPaths.includes(path), ...facts });
}

beforeAll(async () => {
  renderer = await openPageRenderer();
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN }, { serverBuild: renderer.serverBuild });
  const { db } = testApp.services;

  const rows = await db
    .select({ id: listings.id, type: listings.type, slug: listings.slug, title: listings.title, category: listings.category })
    .from(listings)
    .where(eq(listings.status, "active"))
    .orderBy(asc(listings.id));
  const byType = new Map<ListingType, typeof rows>(LISTING_TYPES.map((type) => [type, rows.filter((row) => row.type === type)]));

  // A partner itinerary whose website is an example address; an agency and a hotel with real ones.
  const itinerary = byType.get("itinerary")?.[0];
  const advisor = byType.get("advisor")?.[0];
  const hotel = byType.get("basic")?.[0];
  if (!itinerary || !advisor || !hotel) throw new Error("the demo catalogue lacks an itinerary, an advisor or a hotel");
  await db.update(listings).set({ website: PLACEHOLDER_PARTNER_SITE }).where(eq(listings.id, itinerary.id));
  await db.update(listings).set({ website: REAL_AGENCY_SITE }).where(eq(listings.id, advisor.id));
  await db.update(listings).set({ website: REAL_HOTEL_SITE }).where(eq(listings.id, hotel.id));
  await testApp.services.search.settled();
  placeholderItinerary = { path: listingPath("itinerary", itinerary.slug), title: itinerary.title };
  realWebsiteAdvisor = { path: listingPath("advisor", advisor.slug) };
  realWebsiteHotel = { path: listingPath("basic", hotel.slug) };

  const sitemap = await testApp.app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(sitemap.statusCode).toBe(200);
  sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] as string);
    return url.pathname + url.search;
  });

  for (const page of SITE_PAGES.filter((sitePage) => sitePage.isIndexable)) {
    await render(page.path, { expectedTypes: FIXED_PAGE_TYPES[page.path] ?? [], listingType: null });
  }
  const category = sitemapPaths.find((path) => path.startsWith("/article/category/"));
  const vendor = sitemapPaths.find((path) => path.startsWith("/marketplace-vendor/"));
  if (!category || !vendor) throw new Error("the sitemap lists no article category or no marketplace vendor");
  await render(category, { expectedTypes: ["CollectionPage"], listingType: null });
  await render(vendor, { expectedTypes: ["Hotel|Resort", "CollectionPage"], listingType: null });

  for (const type of LISTING_TYPES) {
    const ofType = byType.get(type) ?? [];
    const chosen = spread(ofType);
    if ((HOTEL_LISTING_TYPES as readonly ListingType[]).includes(type)) {
      const resort = ofType.find((row) => row.category === "resort");
      const plainHotel = ofType.find((row) => row.category !== "resort");
      chosen.push(...[resort, plainHotel].filter((row): row is (typeof rows)[number] => row !== undefined));
    }
    if (type === "itinerary") chosen.push(itinerary);
    if (type === "advisor") chosen.push(advisor);
    if (type === "basic") chosen.push(hotel);
    for (const row of new Set(chosen)) {
      const expected = type === "basic" || type === "property" ? (row.category === "resort" ? "Resort" : "Hotel") : MAIN_TYPE[type];
      await render(listingPath(type, row.slug), { expectedTypes: [expected], listingType: type });
    }
  }

  // Not in the sitemap: the search pages, a hotel's rooms, and the partners' header and footer.
  for (const path of ["/search/italy", `/search?query=${encodeURIComponent(itinerary.title)}`, `/hotelroom/${hotel.id}`, "/header", "/footer"]) {
    await render(path, { expectedTypes: path === "/search/italy" ? ["CollectionPage"] : [], listingType: null });
  }
}, 300_000);

afterAll(async () => {
  await testApp?.close();
  await renderer?.close();
});

type Node = Record<string, unknown> & { "@type"?: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(node: Node): string[] {
  const type = node["@type"];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === "string") : typeof type === "string" ? [type] : [];
}

/** Every object with an @type inside `value`, with where it sits and whether it is a block's top. */
function nodesOf(value: unknown, where: string, top = true): { node: Node; where: string; top: boolean }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nodesOf(item, `${where}[${index}]`, top));
  if (!isObject(value)) return [];
  const found = value["@type"] !== undefined ? [{ node: value as Node, where, top }] : [];
  for (const [key, child] of Object.entries(value)) {
    if (key === "@graph") found.push(...nodesOf(child, `${where}.@graph`, true));
    else found.push(...nodesOf(child, `${where}.${key}`, false));
  }
  return found;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LODGING_TYPES = new Set(["Hotel", "Resort", "LodgingBusiness", "TravelAgency", "BedAndBreakfast", "Motel", "Hostel"]);
const ARTICLE_TYPES = new Set(["Article", "BlogPosting", "NewsArticle"]);

function text(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An image property: an absolute address, or an ImageObject with one. */
function imageUrl(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(imageUrl);
  return isAbsoluteUrl(value) || (isObject(value) && isAbsoluteUrl(value.url));
}

/** What Google's structured-data documentation requires (and recommends) of each node's type. */
function problemsOfNode(node: Node, top: boolean): string[] {
  const problems: string[] = [];
  const types = typesOf(node);
  if (types.length === 0) problems.push("has no @type");
  const need = (condition: boolean, what: string) => {
    if (!condition) problems.push(what);
  };
  for (const type of types) {
    if (LODGING_TYPES.has(type)) {
      need(text(node.name), `${type} without a name`);
      need(isAbsoluteUrl(node.url), `${type} without an absolute url`);
      // A hotel named inside another item (an offer's hotel, a destination's attractions) is a
      // reference to its own page; the page's own entity carries everything.
      if (top) {
        need(imageUrl(node.image), `${type} without an image`);
        need(isObject(node.address), `${type} without an address`);
      }
      if (isObject(node.address)) {
        const address = node.address;
        need(address["@type"] === "PostalAddress", `${type} address is not a PostalAddress`);
        for (const part of ["streetAddress", "postalCode", "addressLocality"]) need(text(address[part]), `${type} address without ${part}`);
        need(typeof address.addressCountry === "string" && /^[A-Z]{2}$/.test(address.addressCountry), `${type} addressCountry ${JSON.stringify(address.addressCountry)} is not ISO 3166-1 alpha-2`);
      }
    }
    if (type === "PostalAddress" && node.addressCountry !== undefined) {
      need(typeof node.addressCountry === "string" && /^[A-Z]{2}$/.test(node.addressCountry), `PostalAddress addressCountry ${JSON.stringify(node.addressCountry)} is not ISO 3166-1 alpha-2`);
    }
    if (ARTICLE_TYPES.has(type)) {
      need(text(node.headline), `${type} without a headline`);
      need(imageUrl(node.image), `${type} without an image`);
      need(typeof node.datePublished === "string" && ISO_DATE_TIME.test(node.datePublished), `${type} datePublished ${JSON.stringify(node.datePublished)} is not an ISO 8601 date-time`);
      need(typeof node.dateModified === "string" && ISO_DATE_TIME.test(node.dateModified), `${type} dateModified ${JSON.stringify(node.dateModified)} is not an ISO 8601 date-time`);
      if (typeof node.datePublished === "string" && typeof node.dateModified === "string") {
        need(Date.parse(node.dateModified) >= Date.parse(node.datePublished), `${type} modified before it was published`);
      }
      const authors = Array.isArray(node.author) ? node.author : [node.author];
      need(authors.length > 0 && authors.every((author) => isObject(author) && text(author.name) && isAbsoluteUrl(author.url)), `${type} author without a name and url`);
      const publisher = node.publisher;
      need(isObject(publisher) && text(publisher.name) && imageUrl(publisher.logo), `${type} publisher without a name and logo`);
    }
    if (type === "Offer") {
      need(
        (typeof node.price === "number" && Number.isFinite(node.price)) || (typeof node.price === "string" && /^\d+(\.\d+)?$/.test(node.price)),
        `Offer price ${JSON.stringify(node.price)} is not a number`,
      );
      need(typeof node.priceCurrency === "string" && /^[A-Z]{3}$/.test(node.priceCurrency), `Offer priceCurrency ${JSON.stringify(node.priceCurrency)} is not ISO 4217`);
      need(typeof node.availability === "string" && /^https:\/\/schema\.org\/[A-Za-z]+$/.test(node.availability), `Offer availability ${JSON.stringify(node.availability)} is not a schema.org URL`);
      for (const key of ["validFrom", "validThrough"]) {
        const value = node[key];
        if (value !== undefined) need(typeof value === "string" && (ISO_DATE.test(value) || ISO_DATE_TIME.test(value)), `Offer ${key} ${JSON.stringify(value)} is not ISO 8601`);
      }
    }
    if (type === "Product") {
      const offers = Array.isArray(node.offers) ? node.offers : [node.offers];
      need(offers.length > 0 && offers.every(isObject), "Product without offers");
      need(text(node.name), "Product without a name");
    }
    if (type === "BreadcrumbList") {
      const items = node.itemListElement;
      need(Array.isArray(items) && items.length > 0, "BreadcrumbList without items");
      if (Array.isArray(items)) {
        items.forEach((item: unknown, index) => {
          const ok = isObject(item) && item.position === index + 1 && text(item.name) && isAbsoluteUrl(item.item);
          need(ok, `BreadcrumbList item ${index + 1} lacks position ${index + 1}, a name or an absolute item: ${JSON.stringify(item)}`);
        });
      }
    }
    if (type === "Organization" || type === "WebSite") {
      need(text(node.name), `${type} without a name`);
      need(isAbsoluteUrl(node.url), `${type} without an absolute url`);
    }
  }
  return problems;
}

function single(meta: Record<string, string[]>, key: string): string | undefined {
  const values = meta[key] ?? [];
  return values.length === 1 ? values[0] : undefined;
}

const RESERVED_DOMAINS = ["example", "example.com", "example.net", "example.org", "test", "invalid", "localhost"];

/** The reserved host an address leads to (web or mail), or null. */
function reservedHostOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim(), ORIGIN);
  } catch {
    return null;
  }
  const host = (url.protocol === "mailto:" ? (url.pathname.split("@")[1] ?? "") : url.protocol === "http:" || url.protocol === "https:" ? url.hostname : "")
    .toLowerCase()
    .replace(/\.$/, "");
  return host !== "" && RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)) ? host : null;
}

/** Every string in a JSON-LD value that is an address, with its key path. */
function addressesIn(value: unknown, where: string): { where: string; address: string }[] {
  if (typeof value === "string") return /^([a-z][a-z0-9+.-]*:\/\/|mailto:|www\.)/i.test(value) ? [{ where, address: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => addressesIn(item, `${where}[${index}]`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, child]) => addressesIn(child, `${where}.${key}`));
  return [];
}

describe("the sample of rendered pages", () => {
  it("covers every kind of page the sitemap lists, each answered with a page", () => {
    const kinds = new Set(pages.filter((page) => page.inSitemap).map((page) => page.listingType ?? "fixed"));
    expect([...kinds].sort()).toEqual(["fixed", ...LISTING_TYPES].sort());
    for (const page of pages) expect(page.status, page.path).toBe(200);
    // The listing pages picked are the sitemap's own entries.
    for (const page of pages.filter((candidate) => candidate.listingType !== null)) expect(sitemapPaths, page.path).toContain(page.path);
  });
});

describe("JSON-LD in the server HTML", () => {
  it("is valid JSON, and every block is a schema.org node with an @type", () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of readJsonLd(page.html)) {
        if (block.error !== null) {
          problems.push(`${page.path}: not JSON (${block.error}): ${block.text.slice(0, 120)}`);
          continue;
        }
        const roots = Array.isArray(block.value) ? block.value : [block.value];
        for (const root of roots) {
          if (!isObject(root)) problems.push(`${page.path}: a block that is not an object`);
          else if (root["@context"] !== "https://schema.org") problems.push(`${page.path}: @context ${JSON.stringify(root["@context"])}`);
          else if (root["@graph"] === undefined && typesOf(root).length === 0) problems.push(`${page.path}: a block without @type`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every page of the sitemap its main type, and every page but the home page its breadcrumbs", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const topTypes = readJsonLd(page.html).flatMap((block) => nodesOf(block.value, "").filter((found) => found.top).flatMap((found) => typesOf(found.node)));
      for (const expected of page.expectedTypes) if (!expected.split("|").some((type) => topTypes.includes(type))) problems.push(`${page.path}: no ${expected} (has ${topTypes.join(", ") || "none"})`);
      if (page.inSitemap && topTypes.length === 0) problems.push(`${page.path}: in the sitemap without JSON-LD`);
      if (page.inSitemap && page.path !== "/" && !topTypes.includes("BreadcrumbList")) problems.push(`${page.path}: no BreadcrumbList`);
    }
    expect(problems).toEqual([]);
  });

  it("holds the properties Google requires of each type (lodging, article, offer, breadcrumbs, organization, website)", () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const page of pages) {
      for (const block of readJsonLd(page.html)) {
        for (const { node, where, top } of nodesOf(block.value, "")) {
          for (const type of typesOf(node)) seen.add(type);
          for (const problem of problemsOfNode(node, top)) problems.push(`${page.path} ${where || "(top)"}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The checks above met every type they are about.
    for (const type of ["Hotel", "Resort", "TravelAgency", "Article", "Offer", "BreadcrumbList", "Organization", "WebSite", "PostalAddress"]) expect(seen, type).toContain(type);
  });

  it("names an agency's real website in sameAs", () => {
    const page = pages.find((candidate) => candidate.path === realWebsiteAdvisor.path);
    const agency = readJsonLd(page?.html ?? "").map((block) => block.value).find((value) => isObject(value) && value["@type"] === "TravelAgency");
    expect(agency).toMatchObject({ sameAs: REAL_AGENCY_SITE });
  });
});

describe("share tags in the server HTML", () => {
  it("give every page a 1200 x 630 og:image with its alt text", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const meta = readMeta(page.html);
      const image = single(meta, "og:image");
      if (!image || !image.startsWith(`${ORIGIN}/`)) problems.push(`${page.path}: og:image ${JSON.stringify(meta["og:image"])}`);
      if (single(meta, "og:image:width") !== "1200") problems.push(`${page.path}: og:image:width ${JSON.stringify(meta["og:image:width"])}`);
      if (single(meta, "og:image:height") !== "630") problems.push(`${page.path}: og:image:height ${JSON.stringify(meta["og:image:height"])}`);
      if (!single(meta, "og:image:alt")?.trim()) problems.push(`${page.path}: og:image:alt ${JSON.stringify(meta["og:image:alt"])}`);
    }
    expect(problems).toEqual([]);
  });

  it("mark articles as og:type article with their publication time, and other pages as website", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const meta = readMeta(page.html);
      const type = single(meta, "og:type");
      if (page.listingType === "article") {
        if (type !== "article") problems.push(`${page.path}: og:type ${JSON.stringify(meta["og:type"])}`);
        const published = single(meta, "article:published_time");
        if (!published || !ISO_DATE_TIME.test(published)) problems.push(`${page.path}: article:published_time ${JSON.stringify(meta["article:published_time"])}`);
        const article = readJsonLd(page.html).map((block) => block.value).find((value) => isObject(value) && value["@type"] === "Article");
        if (isObject(article) && published !== article.datePublished) problems.push(`${page.path}: article:published_time differs from the JSON-LD's datePublished`);
      } else if (type !== "website") {
        problems.push(`${page.path}: og:type ${JSON.stringify(meta["og:type"])}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("links to reserved example hosts", () => {
  it("appear in no element of any page (href, src, srcset, forms, share tags), footer included", () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const link of readLinks(page.html)) {
        const host = reservedHostOf(link.address);
        if (host) problems.push(`${page.path}: <${link.tag} ${link.attribute}="${link.address}">`);
      }
    }
    expect(problems).toEqual([]);
    // The pages did link out: the check above read their links.
    const footer = pages.find((page) => page.path === "/footer");
    expect(readLinks(footer?.html ?? "").filter((link) => link.attribute === "href").length).toBeGreaterThan(3);
  });

  it("appear nowhere in the JSON-LD (sameAs, url, image, item...)", () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of readJsonLd(page.html)) {
        for (const { where, address } of addressesIn(block.value, "")) {
          if (reservedHostOf(/^www\./i.test(address) ? `https://${address}` : address)) problems.push(`${page.path} ${where}: ${address}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("are not offered for a partner itinerary whose website is one, on its page or in search results", () => {
    const page = pages.find((candidate) => candidate.path === placeholderItinerary.path);
    expect(readLinks(page?.html ?? "").map((link) => link.address)).not.toContain(PLACEHOLDER_PARTNER_SITE);
    expect(page?.html.includes("<dd>None yet (this is a demo listing)</dd>"), "the website fact says there is none yet").toBe(true);
    const search = pages.find((candidate) => candidate.path.startsWith("/search?query="));
    const hrefs = readLinks(search?.html ?? "").map((link) => link.address);
    expect(hrefs).toContain(placeholderItinerary.path);
    expect(hrefs).not.toContain(PLACEHOLDER_PARTNER_SITE);
  });

  it("while a real website stays linked", () => {
    const page = pages.find((candidate) => candidate.path === realWebsiteHotel.path);
    expect(readLinks(page?.html ?? "")).toContainEqual({ tag: "a", attribute: "href", address: REAL_HOTEL_SITE });
  });
});
