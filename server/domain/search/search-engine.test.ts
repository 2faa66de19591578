import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "../catalogue/catalogue-test-data";
import type { LiveSource } from "../live/live-hub";
import { openSearchEngine, openSearchEngineFor, type SearchEngine } from "./search-engine";
import { buildSearchTerms } from "./search-terms";

let database: DatabaseHandle & { url?: string };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function titlesFor(engine: SearchEngine, query: string, limit = 12): Promise<string[]> {
  const terms = buildSearchTerms(query);
  if (!terms) return [];
  const answer = await engine.search({ terms, offset: 0, limit });
  return answer.hits.map((hit) => hit.title);
}

/** A source whose connection the test drops and restores, and whose notifications it withholds. */
function controlledSource() {
  let deliver: (payload: string) => void = () => undefined;
  let listening: (value: boolean) => void = () => undefined;
  const source: LiveSource = {
    async start(onPayload, onListening) {
      deliver = onPayload;
      listening = onListening;
      onListening(true);
    },
    async stop() {},
  };
  return { source, deliver: (payload: string) => deliver(payload), setListening: (value: boolean) => listening(value) };
}

describe("the search engine", () => {
  it("holds what was committed before it opened, and what is committed after", async () => {
    await insertListing(database.db, { type: "basic", title: "Pravonne Lodge" });
    const engine = openSearchEngineFor(database, { url: database.url });
    try {
      await engine.ready();
      expect(await titlesFor(engine, "pravonne")).toEqual(["Pravonne Lodge"]);
      const later = await insertListing(database.db, { type: "basic", title: "Pravonne Cottage" });
      await engine.settled();
      expect(await titlesFor(engine, "pravonne")).toEqual(["Pravonne Lodge", "Pravonne Cottage"]);
      await database.db.update(listings).set({ status: "in_active" }).where(eq(listings.id, later.id));
      await engine.settled();
      expect(await titlesFor(engine, "pravonne")).toEqual(["Pravonne Lodge"]);
    } finally {
      await engine.close();
    }
  });

  it("keeps two processes' indexes current with each other's writes", async () => {
    const first = openSearchEngineFor(database, { url: database.url });
    const second = openSearchEngineFor(database, { url: database.url });
    try {
      await Promise.all([first.ready(), second.ready()]);
      await insertListing(database.db, { type: "property", title: "Quessaly Point" });
      await Promise.all([first.settled(), second.settled()]);
      expect(await titlesFor(first, "quessaly")).toEqual(["Quessaly Point"]);
      expect(await titlesFor(second, "quessaly")).toEqual(["Quessaly Point"]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("reloads everything after a change too large to list (a seed's batch)", async () => {
    let changes = 0;
    const engine = openSearchEngineFor(database, { url: database.url, onChange: () => changes++ });
    try {
      await engine.ready();
      const word = `zarvelt${randomBytes(3).toString("hex")}`;
      // 2,000 ids do not fit one notification: the trigger says '*' and the index reloads.
      const rows = await database.db
        .insert(listings)
        .values(Array.from({ length: 2000 }, (_, index) => ({ type: "basic" as const, title: `${word} Inn ${index}`, slug: `${word}-${index}` })))
        .returning({ id: listings.id });
      await engine.settled();
      const terms = buildSearchTerms(word);
      expect((await engine.search({ terms: terms!, offset: 0, limit: 1 })).total).toBe(2000);
      await database.db.delete(listings).where(
        inArray(
          listings.id,
          rows.map((row) => row.id),
        ),
      );
      await engine.settled();
      expect((await engine.search({ terms: terms!, offset: 0, limit: 1 })).total).toBe(0);
      expect(changes).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });

  it("loads everything again when its connection comes back (notifications may have been missed)", async () => {
    const control = controlledSource();
    let changes = 0;
    const engine = openSearchEngine({ db: database.db, source: control.source, onChange: () => changes++ });
    try {
      await engine.ready();
      control.setListening(false);
      await insertListing(database.db, { type: "basic", title: "Sorrevin Manor" });
      expect(await titlesFor(engine, "sorrevin")).toEqual([]);
      control.setListening(true);
      await expect.poll(() => titlesFor(engine, "sorrevin")).toEqual(["Sorrevin Manor"]);
      // Answers cached before the reconnect are dropped.
      expect(changes).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });

  it("settles by loading everything when its marker never comes back (connection down)", async () => {
    const control = controlledSource();
    const engine = openSearchEngine({ db: database.db, source: control.source, settleTimeoutMs: 50 });
    try {
      await engine.ready();
      await insertListing(database.db, { type: "basic", title: "Wenvarra Lodge" });
      await engine.settled();
      expect(await titlesFor(engine, "wenvarra")).toEqual(["Wenvarra Lodge"]);
    } finally {
      await engine.close();
    }
  });

  it("waits for start() when asked to (the server starts it once its port is open)", async () => {
    const control = controlledSource();
    let starts = 0;
    const source: LiveSource = {
      start: (deliver, onListening) => {
        starts++;
        return control.source.start(deliver, onListening);
      },
      stop: () => control.source.stop(),
    };
    const engine = openSearchEngine({ db: database.db, source, autoStart: false });
    try {
      await insertListing(database.db, { type: "basic", title: "Yvessa Grove" });
      const answer = titlesFor(engine, "yvessa");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(starts).toBe(0);
      engine.start();
      engine.start();
      expect(await answer).toEqual(["Yvessa Grove"]);
      expect(starts).toBe(1);
    } finally {
      await engine.close();
    }
  });

  it("reloads on '*'", async () => {
    const control = controlledSource();
    const engine = openSearchEngine({ db: database.db, source: control.source });
    try {
      await engine.ready();
      await insertListing(database.db, { type: "basic", title: "Ulvarro Keep" });
      expect(await titlesFor(engine, "ulvarro")).toEqual([]);
      control.deliver("*");
      await expect.poll(() => titlesFor(engine, "ulvarro")).toEqual(["Ulvarro Keep"]);
    } finally {
      await engine.close();
    }
  });

  it("applies the listing ids a notification names, and ignores what is not an id", async () => {
    const control = controlledSource();
    const engine = openSearchEngine({ db: database.db, source: control.source });
    try {
      await engine.ready();
      const listing = await insertListing(database.db, { type: "basic", title: "Tellimar House" });
      expect(await titlesFor(engine, "tellimar")).toEqual([]);
      control.deliver(`abc,-4,${listing.id},,`);
      await expect.poll(() => titlesFor(engine, "tellimar")).toEqual(["Tellimar House"]);
      await database.db.delete(listings).where(eq(listings.id, listing.id));
      control.deliver(String(listing.id));
      await expect.poll(() => titlesFor(engine, "tellimar")).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});
