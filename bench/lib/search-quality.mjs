// The search-quality benchmark's scoring half: from each engine's answers to the queries of
// bench/search-quality-queries.mjs, hit@1, hit@5 and the zero-result rate per class, and the
// report's table. Pure, so the figures are checked without running a search.
import { SEARCH_QUALITY_CLASSES } from "../search-quality-queries.mjs";

export const SEARCH_QUALITY_ENGINES = [
  { id: "amora", label: "Amora" },
  { id: "minisearch", label: "MiniSearch 7.2 (fuzzy 0.2, prefix)" },
];

/**
 * Per class and over the whole set, for each engine: queries, hit@1 (the first result is an
 * expected listing), hit@5 (one of the first five is) and zero results, as fractions.
 * `answers`: the queries with, per engine id, `{ slugs, total }`.
 */
export function scoreSearchQuality(answers) {
  const groups = [...SEARCH_QUALITY_CLASSES.map((name) => [name, answers.filter((answer) => answer.class === name)]), ["all", answers]];
  return Object.fromEntries(
    groups.map(([name, group]) => [
      name,
      Object.fromEntries(
        SEARCH_QUALITY_ENGINES.map(({ id }) => {
          let hit1 = 0;
          let hit5 = 0;
          let zero = 0;
          for (const answer of group) {
            const expected = new Set(answer.expected);
            const slugs = answer[id].slugs;
            if (slugs.length > 0 && expected.has(slugs[0])) hit1++;
            if (slugs.slice(0, 5).some((slug) => expected.has(slug))) hit5++;
            if (answer[id].total === 0) zero++;
          }
          const count = Math.max(group.length, 1);
          return [id, { queries: group.length, hit1: hit1 / count, hit5: hit5 / count, zero: zero / count }];
        }),
      ),
    ]),
  );
}

/** Classes where Amora is not the best on hit@1, hit@5 or zero results (ties count as best). */
export function searchQualityShortfalls(scores) {
  const shortfalls = [];
  for (const [name, engines] of Object.entries(scores)) {
    const amora = engines.amora;
    for (const [id, figures] of Object.entries(engines)) {
      if (id === "amora") continue;
      if (figures.hit1 > amora.hit1) shortfalls.push(`${name}: hit@1 below ${id}`);
      if (figures.hit5 > amora.hit5) shortfalls.push(`${name}: hit@5 below ${id}`);
      if (figures.zero < amora.zero) shortfalls.push(`${name}: more zero results than ${id}`);
    }
  }
  return shortfalls;
}

const percent = (value) => `${(value * 100).toFixed(1)}%`;

/** The report's section: one row per class, the engines side by side, then the bar. */
export function searchQualityMarkdown({ documents, answers }) {
  const scores = scoreSearchQuality(answers);
  const header = ["Class", "Queries", ...SEARCH_QUALITY_ENGINES.flatMap(({ label }) => [`${label} hit@1`, "hit@5", "zero"])];
  const lines = [
    `${answers.length} queries over the demo catalogue's ${documents} active listings (bench/search-quality-queries.mjs); each engine's first five results.`,
    "",
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
  ];
  for (const [name, engines] of Object.entries(scores)) {
    const cells = SEARCH_QUALITY_ENGINES.flatMap(({ id }) => [percent(engines[id].hit1), percent(engines[id].hit5), percent(engines[id].zero)]);
    lines.push(`| ${name} | ${engines.amora.queries} | ${cells.join(" | ")} |`);
  }
  const shortfalls = searchQualityShortfalls(scores);
  const zero = scores.all.amora.zero;
  lines.push(
    "",
    `Bar: Amora best in every class (${shortfalls.length === 0 ? "met" : `not met: ${shortfalls.join("; ")}`}); zero results at most 1% over the set (${percent(zero)}: ${zero <= 0.01 ? "met" : "not met"}).`,
  );
  const misses = answers.filter((answer) => !answer.amora.slugs.slice(0, 5).some((slug) => answer.expected.includes(slug)));
  if (misses.length > 0) {
    lines.push("", `Amora's misses at 5: ${misses.map((answer) => `\`${answer.query}\` (${answer.class})`).join(", ")}.`);
  }
  return { scores, shortfalls, markdown: lines.join("\n") };
}
