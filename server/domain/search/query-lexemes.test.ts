import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { selectRows } from "../../db/select-rows";
import { createTestDatabase } from "../../../tests/support/test-database";
import { ENGLISH_STOPWORDS } from "./english-stopwords";
import { queryLexeme } from "./query-lexemes";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** What PostgreSQL's `english` configuration makes of each word: its lexeme, or null for a stop word. */
async function postgresLexemes(words: string[]): Promise<Map<string, string | null>> {
  const rows = await selectRows<{ word: string; lexeme: string | null }>(
    database.db,
    sql`select word, (select string_agg(lexeme, ' ') from unnest(to_tsvector('english', word))) as lexeme
      from unnest(${`{${words.map((word) => `"${word}"`).join(",")}}`}::text[]) as word`,
  );
  return new Map(rows.map((row) => [row.word, row.lexeme]));
}

describe("queryLexeme", () => {
  it("makes of every word of the demo catalogue what PostgreSQL makes of it", async () => {
    const [row] = await selectRows<{ words: string[] }>(
      database.db,
      sql`select array_agg(distinct word) as words from listings,
        regexp_split_to_table(lower(title || ' ' || coalesce(city, '') || ' ' || coalesce(country, '') || ' ' ||
          coalesce(keywords, '') || ' ' || coalesce(description, '')), '[^[:alnum:]]+') as word
        where word <> ''`,
    );
    const words = row?.words ?? [];
    expect(words.length).toBeGreaterThan(500);
    const expected = await postgresLexemes(words);
    const differing = words.filter((word) => queryLexeme(word) !== expected.get(word));
    expect(differing.map((word) => `${word}: ${queryLexeme(word)} vs ${expected.get(word)}`)).toEqual([]);
  });

  it("drops PostgreSQL's own stop words, and stems the forms people type", async () => {
    const words = [...ENGLISH_STOPWORDS, "villas", "honeymooners", "romantic", "beaches", "happily", "zürich", "café", "naïve"];
    const expected = await postgresLexemes(words);
    for (const word of words) expect(queryLexeme(word), word).toBe(expected.get(word));
  });

  it("keeps words with digits as typed, as PostgreSQL's simple dictionary does", async () => {
    const words = ["5", "2026", "5days", "a380", "1st"];
    const expected = await postgresLexemes(words);
    for (const word of words) expect(queryLexeme(word), word).toBe(expected.get(word));
  });
});
