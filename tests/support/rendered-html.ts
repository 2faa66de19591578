/**
 * Reading a server-rendered page as a crawler does, without a browser: its head's meta tags, its
 * JSON-LD blocks and the addresses its markup links to. React writes attributes in double quotes
 * and escapes only &, <, >, " and ' in them, which is all these readers decode.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) {
    attributes[(match[1] as string).toLowerCase()] = decodeEntities(match[2] ?? "");
  }
  return attributes;
}

/** The <meta> tags' contents by their `property` (Open Graph) or `name`, in document order. */
export function readMeta(html: string): Record<string, string[]> {
  const meta: Record<string, string[]> = {};
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    const key = attributes.property ?? attributes.name;
    if (key === undefined || attributes.content === undefined) continue;
    (meta[key] ??= []).push(attributes.content);
  }
  return meta;
}

export type JsonLdBlock = { text: string; value: unknown; error: string | null };

/** Every <script type="application/ld+json">, parsed (a block that is not JSON keeps its error). */
export function readJsonLd(html: string): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attributesOf(match[1] as string).type !== "application/ld+json") continue;
    const text = match[2] as string;
    try {
      blocks.push({ text, value: JSON.parse(text) as unknown, error: null });
    } catch (error) {
      blocks.push({ text, value: undefined, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return blocks;
}

export type MarkupLink = { tag: string; attribute: string; address: string };

const LINK_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "formaction", "poster"]);

/**
 * Every address the markup points at: href, src, each srcset candidate, form actions and posters,
 * plus meta contents that are web addresses (og:url, og:image...). Script and style bodies are
 * left out (the hydration data holds listings' stored fields, which no element links to).
 */
export function readLinks(html: string): MarkupLink[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (_whole, name: string) => `<${name}></${name}>`);
  const links: MarkupLink[] = [];
  for (const match of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g)) {
    const tag = (match[1] as string).toLowerCase();
    const attributes = attributesOf(match[0]);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (!LINK_ATTRIBUTES.has(attribute) || value.trim() === "") continue;
      const addresses = attribute === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
      for (const address of addresses) if (address !== "") links.push({ tag, attribute, address });
    }
    if (tag === "meta" && attributes.content !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(attributes.content.trim())) {
      links.push({ tag, attribute: `content of ${attributes.property ?? attributes.name ?? "meta"}`, address: attributes.content.trim() });
    }
  }
  return links;
}
