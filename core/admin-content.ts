import { z } from "zod";
import { isStorableText } from "./storable-text";

/**
 * The admin console's content section (issue 20): page metadata, CMS banners, articles and
 * collections. The inputs' rules and the words of their refusals, shared by the /api/v1/admin
 * operations, the console's forms and the domain.
 */

export const CONTENT_MESSAGES = {
  pathLocal: "The path must be a page of this site, starting with a single / (for example /hotel or /japan), with no address, query or #.",
  pathReserved: "Paths under /api, /admin, /assets and /media are not pages; choose a page's path.",
  titleRequired: "Give the page a title.",
  imageAddress: "The picture must be a path of this site (starting with /) or an https:// address.",
  linkAddress: "A link must be a path of this site (starting with /), a #section or an https:// address.",
  noSuchPath: "This path has no metadata.",
  noSuchBanner: "There is no such banner.",
  bannerTaken: "A banner with this name already exists.",
  noSuchSlide: "This banner has no such slide.",
  noSuchArticle: "There is no such article.",
  noSuchCategory: "Choose one of the article categories.",
  noSuchCollection: "There is no such collection.",
  noSuchListing: "There is no such listing to add.",
  alreadyInCollection: "This listing is already in the collection.",
  notInCollection: "This listing is not in the collection.",
  noGeneratedPicture: "There is no listing with this slug to draw a picture of.",
  notAnUpload: "Use a picture uploaded here or a drawn picture.",
  slugTaken: "Another listing already has this address; change the title or the address.",
  text: "must not contain NUL characters or unpaired surrogates",
} as const;

const storable = (schema: z.ZodString) => schema.refine(isStorableText, CONTENT_MESSAGES.text);

/** Paths that are not pages: their metadata would never be read. */
const RESERVED_PREFIXES = ["/api", "/admin", "/assets", "/media"] as const;

/** One segment character: letters, digits and the few marks page paths use. */
const PATH_CHARACTER = /^[A-Za-z0-9\-._~%]$/;

/**
 * A page path as the metadata table keys it ("/", "/hotel", "/article/category/honeymoon"): one
 * leading slash, no trailing slash, no empty or dot segments, no scheme, host, query or fragment.
 * Checked a character at a time, so no pattern can backtrack on a long input.
 */
export function localPagePath(input: string): string | null {
  const path = input.trim();
  if (path === "/") return "/";
  if (path.length < 2 || path.length > 200 || !path.startsWith("/")) return null;
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path;
  const segments = trimmed.slice(1).split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") return null;
    for (const character of segment) if (!PATH_CHARACTER.test(character)) return null;
  }
  return trimmed;
}

export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A picture's address: a path of this site ("/media/...") or an https address (a media store's). */
export function isPictureAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && localPagePath(value) !== null;
  return isHttpsAddress(value);
}

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** A banner button's target: a path of this site, a #section of the page, or an https address. */
export function isLinkAddress(value: string): boolean {
  if (value.startsWith("#")) return /^#[A-Za-z][A-Za-z0-9\-_]{0,60}$/.test(value);
  return isPictureAddress(value);
}

const optionalText = (max: number, label: string) =>
  storable(z.string({ error: `${label} must be text.` }).max(max, `${label} may be at most ${max} characters.`))
    .transform((value) => value.trim())
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const picture = z
  .string({ error: CONTENT_MESSAGES.imageAddress })
  .max(500, CONTENT_MESSAGES.imageAddress)
  .transform((value) => value.trim())
  .refine((value) => value === "" || isPictureAddress(value), CONTENT_MESSAGES.imageAddress)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

export const pagePathInput = z
  .string({ error: CONTENT_MESSAGES.pathLocal })
  .max(200, CONTENT_MESSAGES.pathLocal)
  .transform((value, context) => {
    const path = localPagePath(value);
    if (path === null) {
      context.addIssue({ code: "custom", message: CONTENT_MESSAGES.pathLocal });
      return z.NEVER;
    }
    if (isReservedPath(path)) {
      context.addIssue({ code: "custom", message: CONTENT_MESSAGES.pathReserved });
      return z.NEVER;
    }
    return path;
  });

export const pageMetadataInput = z.object({
  path: pagePathInput,
  title: storable(z.string({ error: CONTENT_MESSAGES.titleRequired }).max(200, "The title may be at most 200 characters."))
    .transform((value) => value.trim())
    .refine((value) => value !== "", CONTENT_MESSAGES.titleRequired),
  description: optionalText(500, "The description"),
  keywords: optionalText(500, "The keywords"),
  image: picture,
  /** Instead of `image`: the drawn picture of this listing's slug ("hero": the site's default picture). */
  generated_from: z
    .string({ error: CONTENT_MESSAGES.noGeneratedPicture })
    .max(120, CONTENT_MESSAGES.noGeneratedPicture)
    .transform((value) => value.trim())
    .refine((value) => value === "" || /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/.test(value), CONTENT_MESSAGES.noGeneratedPicture)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type PageMetadataInput = z.output<typeof pageMetadataInput>;

const link = z
  .string({ error: CONTENT_MESSAGES.linkAddress })
  .max(500, CONTENT_MESSAGES.linkAddress)
  .transform((value) => value.trim())
  .refine((value) => value === "" || isLinkAddress(value), CONTENT_MESSAGES.linkAddress)
  .optional()
  .nullable()
  .transform((value) => value ?? "");

const label = (name: string) =>
  storable(z.string({ error: `${name} must be text.` }).max(60, `${name} may be at most 60 characters.`))
    .transform((value) => value.trim())
    .optional()
    .nullable()
    .transform((value) => value ?? "");

export const bannerNameInput = z.object({
  name: storable(z.string({ error: "Name the banner." }).max(60, "A banner's name may be at most 60 characters."))
    .transform((value) => value.trim())
    .refine((value) => value !== "", "Name the banner."),
});

export const bannerSlideInput = z
  .object({
    title: storable(z.string({ error: "Give the slide a title." }).max(200, "The title may be at most 200 characters."))
      .transform((value) => value.trim())
      .refine((value) => value !== "", "Give the slide a title."),
    description: optionalText(500, "The text").transform((value) => value ?? ""),
    primary_label: label("The first button's label"),
    primary_link: link,
    secondary_label: label("The second button's label"),
    secondary_link: link,
    image: picture,
  })
  .superRefine((slide, context) => {
    if ((slide.primary_label === "") !== (slide.primary_link === "")) {
      context.addIssue({ code: "custom", path: ["primary_link"], message: "Give the first button both a label and a link, or neither." });
    }
    if (slide.secondary_label !== "" && slide.secondary_link === "") {
      context.addIssue({ code: "custom", path: ["secondary_link"], message: "Give the second button a link." });
    }
  });
export type BannerSlideInput = z.output<typeof bannerSlideInput>;

export const ARTICLE_BODY_MAX = 50_000;

export const articleInput = z.object({
  title: storable(z.string({ error: "Give the article a title." }).max(200, "The title may be at most 200 characters."))
    .transform((value) => value.trim())
    .refine((value) => value !== "", "Give the article a title."),
  heading: optionalText(300, "The standfirst"),
  description: optionalText(500, "The summary").transform((value) => value ?? ""),
  body: storable(z.string({ error: "The text must be text." }).max(ARTICLE_BODY_MAX, `The text may be at most ${ARTICLE_BODY_MAX} characters.`)).default(""),
  category: z
    .string({ error: CONTENT_MESSAGES.noSuchCategory })
    .max(100, CONTENT_MESSAGES.noSuchCategory)
    .optional()
    .nullable()
    .transform((value) => (value ? value.trim() : null)),
  author: optionalText(100, "The author's name"),
  keywords: optionalText(500, "The keywords"),
});
export type ArticleInput = z.output<typeof articleInput>;

export const collectionInput = z.object({
  title: storable(z.string({ error: "Give the collection a title." }).max(200, "The title may be at most 200 characters."))
    .transform((value) => value.trim())
    .refine((value) => value !== "", "Give the collection a title."),
  heading: optionalText(300, "The heading"),
  description: optionalText(2000, "The description").transform((value) => value ?? ""),
});
export type CollectionInput = z.output<typeof collectionInput>;

/** Where a drawn picture comes from: a listing's slug, or "hero" for the site's default picture. */
export const generatedPictureInput = z.object({
  slug: z
    .string({ error: CONTENT_MESSAGES.noGeneratedPicture })
    .max(120, CONTENT_MESSAGES.noGeneratedPicture)
    .regex(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/, CONTENT_MESSAGES.noGeneratedPicture),
});

/** The address of a drawn picture's largest size (the share image). */
export function generatedPictureUrl(slug: string): string {
  return `/media/scenes/${slug}/large.jpg`;
}

const BLOCK_ELEMENTS = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"]);

/**
 * An article's text as it is stored: plain text, paragraphs separated by blank lines (the article
 * page renders it as text, never as HTML). Markup pasted in is taken out (script, style and the
 * like with their content, other tags leaving their text), so no stored article holds a script
 * for another reader of the database (an app, a feed) to run. A "<" that opens no tag ("2 < 3")
 * is kept. One pass, no backtracking pattern.
 */
export function sanitizeArticleText(input: string): { text: string; removedMarkup: boolean } {
  const source = input.replace(/\r\n?/g, "\n");
  // ASCII only: lower-casing some other letters changes the length, and the indices must match.
  const lowered = source.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  let output = "";
  let removedMarkup = false;
  let index = 0;
  while (index < source.length) {
    const character = source.charAt(index);
    if (character !== "<") {
      const code = character.charCodeAt(0);
      // Control characters other than tab and newline carry nothing a reader sees.
      if (code >= 32 || code === 9 || code === 10) output += character;
      index += 1;
      continue;
    }
    const next = source.charAt(index + 1);
    if (!/[A-Za-z/!?]/.test(next)) {
      output += character;
      index += 1;
      continue;
    }
    const close = source.indexOf(">", index + 1);
    const end = close === -1 ? source.length : close + 1;
    const name = tagName(source.slice(index + 1, end));
    removedMarkup = true;
    index = end;
    if (name !== null && BLOCK_ELEMENTS.has(name)) {
      const closing = lowered.indexOf(`</${name}`, index);
      if (closing === -1) {
        index = source.length;
      } else {
        const closingEnd = source.indexOf(">", closing);
        index = closingEnd === -1 ? source.length : closingEnd + 1;
      }
    }
  }
  const paragraphs = output
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split("\n").map((line) => line.trim()).join("\n").trim())
    .filter((paragraph) => paragraph !== "");
  return { text: paragraphs.join("\n\n"), removedMarkup };
}

/** The element an opening tag's inside names ("script type=x" -> "script"); null for closing tags and comments. */
function tagName(inside: string): string | null {
  let name = "";
  for (const character of inside) {
    if (!/[A-Za-z0-9]/.test(character)) break;
    name += character.toLowerCase();
  }
  return name === "" ? null : name;
}
