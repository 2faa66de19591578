// Turns the raw results into bench/REPORT.md and a console summary: each figure beside its target.
import { CATEGORIES } from "./lighthouse.mjs";
import { median } from "./stats.mjs";

export const TARGETS = {
  apiRatio: 0.3,
  ssrRatio: 0.05,
  memberRatio: 0.01,
  ssrTailFactor: 4,
  lighthouse: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  /** First and largest contentful paint, simulated (Lighthouse mobile), median of the runs. */
  paintMs: 1500,
  homeJsKb: 100,
  routeChunkKb: 30,
  coldStartMs: 1500,
  peakRssMb: 400,
  searchP97_5Ms: 30,
  searchPgliteFactor: 2.5,
  availabilityP97_5Ms: 50,
  roomsAndRateP97_5Ms: 20,
  mailCodeMs: 5000,
};

const MARK = { pass: "✅ pass", fail: "❌ fail", na: "➖ not available yet", skipped: "⏭ not run", info: "ℹ info" };
const CATEGORY_LABEL = { performance: "performance", accessibility: "accessibility", "best-practices": "best practices", seo: "SEO" };

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const fmtInt = (value) => (value === null || value === undefined ? "?" : Math.round(value).toLocaleString("en-US"));
const loadAverage = (values) => (values ? values.map((value) => value.toFixed(2)).join(" / ") : "?");
const escapeCell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

/** Why a load target was not measured: its probe's answer (a status code, or what fell short). */
const notMeasured = (entry) => (typeof entry?.status === "number" ? `answers ${entry.status}` : `${entry?.status ?? "not measured"}`);
const badText = (entry) => `${entry.runs?.length === 1 ? "; 1 round" : ""}${entry.bad > 0 ? `; ${entry.bad} non-2xx or errors` : ""}`;
const ratioText = (entry) => `${entry.medianRatio.toFixed(3)} (${fmtInt(entry.medianRequestsPerSecond)} ÷ ${fmtInt(entry.medianBaselineRequestsPerSecond)} req/s${badText(entry)})`;

/** The load section's figures: `ran` says whether the targets were measured (the section ran, the database was there). */
function ratioRow(entry, { label, target, ran, unavailable }) {
  if (!ran) return { label, measured: unavailable ?? "", target: `≥ ${target}`, status: unavailable ? "na" : "skipped" };
  if (!entry?.available) return { label, measured: notMeasured(entry), target: `≥ ${target}`, status: "na" };
  return { label, measured: ratioText(entry), target: `≥ ${target}`, status: entry.medianRatio >= target && entry.bad === 0 ? "pass" : "fail" };
}

function tailRow(entry, { label, ran, unavailable }) {
  const target = `≤ ${TARGETS.ssrTailFactor} × p50`;
  if (!ran) return { label, measured: unavailable ?? "", target, status: unavailable ? "na" : "skipped" };
  if (!entry?.available) return { label, measured: "", target, status: "na" };
  const factor = entry.medianP99 / Math.max(entry.medianP50, 1);
  return {
    label,
    measured: `p50 ${entry.medianP50} ms, p99 ${entry.medianP99} ms (${factor.toFixed(2)} ×)${badText(entry)}`,
    target,
    status: entry.medianP99 <= TARGETS.ssrTailFactor * entry.medianP50 && entry.bad === 0 ? "pass" : "fail",
  };
}

/** A report-only target: its ratio, p50 and p99; any non-2xx or error still fails it. */
function infoRow(entry, { label, ran, unavailable }) {
  const target = "report only";
  if (!ran) return { label, measured: unavailable ?? "", target, status: unavailable ? "na" : "skipped" };
  if (!entry?.available) return { label, measured: notMeasured(entry), target, status: "na" };
  const rounds = entry.runs.length;
  return {
    label,
    measured: `${ratioText(entry)}; p50 ${entry.medianP50} ms, p99 ${entry.medianP99} ms${rounds > 1 ? ` (medians of ${rounds} rounds)` : ""}`,
    target,
    status: entry.bad === 0 ? "info" : "fail",
  };
}

/** The members' targets, by id, with the label of their figures (scripts/bench.mjs READER_TARGETS). */
const MEMBER_BARS = [
  ["memberHotel", "Signed-in member, one hotel page `/villa-rosa-amalfi`"],
  ["memberCycle", "Signed-in member, cycling every hotel page"],
];
const REPORT_ONLY = [
  ["memberRooms", "Signed-in member, a hotel's rooms for a stay (`/hotelroom/{HotelId}`)"],
  ["memberSearch", "Signed-in member, a city's hotels for a stay (`/search/{LocationId}`)"],
  ["vipOffers", "VIP member (vip@amora.travel), the offers inbox `/offer`"],
  ["ownerDashboard", "Hotel owner (hotel@amora.travel), the business dashboard `/dashboard`"],
];

function loadFigures(results) {
  const rows = [];
  const targets = results.load?.targets;
  const ran = Boolean(targets);
  const byId = Object.fromEntries((targets ?? []).map((target) => [target.id, target]));
  rows.push(ratioRow(byId.websearch, { label: "JSON API websearch req/s ÷ hello-world", target: TARGETS.apiRatio, ran }));
  rows.push(ratioRow(byId.listingPage, { label: "JSON API listing page req/s ÷ hello-world", target: TARGETS.apiRatio, ran }));
  rows.push(ratioRow(byId.listingDetail, { label: "JSON API listing detail req/s ÷ hello-world", target: TARGETS.apiRatio, ran }));
  rows.push(ratioRow(byId.ssrHotel, { label: "SSR hotel page req/s ÷ hello-world", target: TARGETS.ssrRatio, ran }));
  rows.push(tailRow(byId.ssrHotel, { label: "SSR hotel page p99 ≤ 4 × p50", ran }));
  const postgres = results.load?.postgres;
  const pgTargets = Object.fromEntries((postgres?.targets ?? []).map((target) => [target.id, target]));
  const pgRan = Boolean(postgres?.targets);
  const pgUnavailable = postgres?.unavailable ? `PostgreSQL unavailable (${postgres.unavailable})` : undefined;
  for (const [id, name] of MEMBER_BARS) {
    rows.push(ratioRow(byId[id], { label: `${name} req/s ÷ hello-world (PGlite)`, target: TARGETS.memberRatio, ran }));
    rows.push(tailRow(byId[id], { label: `${name} p99 ≤ 4 × p50 (PGlite)`, ran }));
    rows.push(ratioRow(pgTargets[id], { label: `${name} req/s ÷ hello-world (PostgreSQL)`, target: TARGETS.memberRatio, ran: pgRan, unavailable: pgUnavailable }));
    rows.push(tailRow(pgTargets[id], { label: `${name} p99 ≤ 4 × p50 (PostgreSQL)`, ran: pgRan, unavailable: pgUnavailable }));
  }
  rows.push(ratioRow(byId.visitorCycle, { label: "Visitor, cycling every hotel page req/s ÷ hello-world", target: TARGETS.memberRatio, ran }));
  for (const [id, name] of REPORT_ONLY) rows.push(infoRow(byId[id], { label: `${name} req/s ÷ hello-world`, ran }));
  for (const row of [renderPassRow(targets, "PGlite"), renderPassRow(postgres?.targets, "PostgreSQL")]) if (row) rows.push(row);
  return rows;
}

const PAINTS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
];

/** The median over `runs` of a Lighthouse metric's simulated value in ms, or null if no run has it. */
function medianMetric(runs, id) {
  const values = runs.flatMap((run) => run.metrics?.filter((metric) => metric.id === id && typeof metric.numericValue === "number").map((metric) => metric.numericValue) ?? []);
  return values.length === 0 ? null : median(values);
}

function lighthouseFigures(results) {
  const lighthouse = results.lighthouse;
  const targetText = `${TARGETS.lighthouse.performance} / ${TARGETS.lighthouse.accessibility} / ${TARGETS.lighthouse["best-practices"]} / ${TARGETS.lighthouse.seo}`;
  if (!lighthouse) return [{ label: "Lighthouse (perf / a11y / BP / SEO)", measured: "", target: targetText, status: "skipped" }];
  return lighthouse.pages.map((page) => {
    const label = `Lighthouse \`${page.page}\` (perf / a11y / BP / SEO)`;
    if (!page.available) return { label, measured: `answers ${page.status}`, target: targetText, status: "na" };
    const scores = page.medianScores;
    const measured = CATEGORIES.map((id) => scores[id] ?? "?").join(" / ");
    const paints = PAINTS.map(([id, name]) => [name, medianMetric(page.runs, id)]);
    const pass =
      CATEGORIES.every((id) => scores[id] !== null && scores[id] >= TARGETS.lighthouse[id]) &&
      paints.every(([, ms]) => ms !== null && ms <= TARGETS.paintMs);
    const paintText = paints.map(([name, ms]) => `${name} ${ms === null ? "?" : `${(ms / 1000).toFixed(2)} s`}`).join(", ");
    return {
      label,
      measured: `${measured}; ${paintText} (median of ${page.runs.filter((run) => run.scores).length})`,
      target: `≥ ${targetText}; FCP, LCP ≤ ${TARGETS.paintMs / 1000} s`,
      status: pass ? "pass" : "fail",
    };
  });
}

function javascriptFigures(results) {
  const js = results.javascript;
  const home = { label: "JavaScript on the home route (brotli)", target: `≤ ${TARGETS.homeJsKb} KB` };
  const route = { label: "largest further route chunk (brotli)", target: `≤ ${TARGETS.routeChunkKb} KB` };
  if (!js) return [{ ...home, measured: "", status: "skipped" }, { ...route, measured: "", status: "skipped" }];
  if (!js.available) return [{ ...home, measured: js.reason, status: "na" }, { ...route, measured: "", status: "na" }];
  const largest = js.largestRoute;
  return [
    { ...home, measured: `${fmtKb(js.home.brotli)} in ${js.home.files.length} files`, status: kb(js.home.brotli) <= TARGETS.homeJsKb ? "pass" : "fail" },
    largest
      ? {
          ...route,
          measured: `${fmtKb(largest.brotli)} (\`${largest.paths.join("`, `")}\`)`,
          status: kb(largest.brotli) <= TARGETS.routeChunkKb ? "pass" : "fail",
        }
      : { ...route, measured: "no further routes", status: "pass" },
  ];
}

function otherFigures(results) {
  const rows = [];
  const cold = results.coldStart;
  if (!cold) {
    rows.push({ label: "cold start to first 200, seeded folder", measured: "", target: `≤ ${TARGETS.coldStartMs / 1000} s`, status: "skipped" });
  } else {
    rows.push({
      label: "cold start to first 200, seeded folder",
      measured: `${(cold.medianMs / 1000).toFixed(2)} s (median of ${cold.runsMs.length})`,
      target: `≤ ${TARGETS.coldStartMs / 1000} s`,
      status: cold.medianMs <= TARGETS.coldStartMs ? "pass" : "fail",
    });
    rows.push({ label: "first-ever start (migrate + seed a fresh folder)", measured: `${(cold.firstEverMs / 1000).toFixed(2)} s`, target: "for information", status: "info" });
  }
  const memory = results.memory;
  if (results.search) {
    // The bar belongs to the search load (searchFigures); the demo-catalogue load is information.
    if (memory) rows.push({ label: "peak RSS under the demo-catalogue load runs", measured: `${memory.peakRssMb.toFixed(0)} MB`, target: "for information", status: "info" });
  } else if (!results.load) rows.push({ label: "peak RSS under load", measured: "", target: "≤ 400 MB", status: "skipped" });
  else if (!memory) rows.push({ label: "peak RSS under load", measured: "/proc unavailable", target: "≤ 400 MB", status: "na" });
  else {
    rows.push({
      label: "peak RSS under this run's load (not the 100k-listing search load: run with the search section)",
      measured: `${memory.peakRssMb.toFixed(0)} MB`,
      target: "≤ 400 MB",
      status: memory.peakRssMb <= TARGETS.peakRssMb ? "pass" : "fail",
    });
  }
  return rows;
}

const fmtMb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const fmtSeconds = (ms) => (ms === null || ms === undefined ? "?" : `${(ms / 1000).toFixed(1)} s`);

function searchFigures(results) {
  const search = results.search;
  const n = (count) => (count ?? 100_000).toLocaleString("en-US");
  const p975Label = (database) => `search p97.5 on ${database}, ${n(search?.total)} listings, concurrency ${search?.connections ?? 8}`;
  const rssTarget = `≤ ${TARGETS.peakRssMb} MB`;
  if (!search) {
    return [
      { label: p975Label("PostgreSQL"), measured: "", target: `≤ ${TARGETS.searchP97_5Ms} ms`, status: "skipped" },
      { label: "search p97.5 PGlite ÷ PostgreSQL", measured: "", target: `≤ ${TARGETS.searchPgliteFactor}`, status: "skipped" },
      { label: "peak RSS under the search load at 100k listings (PGlite)", measured: "", target: rssTarget, status: "skipped" },
    ];
  }
  const plumbing = search.plumbing ? " [plumbing check: showbyslug, not search]" : "";
  const measured = (entry) => {
    if (!entry || entry.unavailable) return { text: `PostgreSQL unavailable (${entry?.unavailable ?? "?"})`, status: "na" };
    if (!entry.available) return { text: `websearch answers ${entry.probes[0]?.status ?? "?"}`, status: "na" };
    const run = entry.run;
    const bad = entry.bad > 0 ? `; ${entry.bad} non-2xx or errors` : "";
    return {
      text: `${run.latencyMs.p97_5} ms (p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ${fmtInt(run.requestsPerSecond)} req/s${bad})${plumbing}`,
      status: entry.bad > 0 || !entry.correct ? "fail" : null,
    };
  };
  const decide = (status, pass) => (search.plumbing && status !== "na" ? "info" : status ?? (pass ? "pass" : "fail"));
  const rows = [];
  const pg = search.postgres;
  const lite = search.pglite;
  const pgMeasured = measured(pg);
  const pgP975 = pg?.run?.latencyMs.p97_5;
  rows.push({ label: p975Label("PostgreSQL"), measured: pgMeasured.text, target: `≤ ${TARGETS.searchP97_5Ms} ms`, status: decide(pgMeasured.status, pgP975 <= TARGETS.searchP97_5Ms) });
  const liteMeasured = measured(lite);
  rows.push({ label: p975Label("PGlite"), measured: liteMeasured.text, target: "for the ratio below", status: liteMeasured.status === "na" ? "na" : "info" });
  const liteP975 = lite?.run?.latencyMs.p97_5;
  if (pgMeasured.status === "na" || liteMeasured.status === "na") {
    rows.push({ label: "search p97.5 PGlite ÷ PostgreSQL", measured: "", target: `≤ ${TARGETS.searchPgliteFactor}`, status: "na" });
  } else {
    const ratio = liteP975 / Math.max(pgP975, 1);
    rows.push({
      label: "search p97.5 PGlite ÷ PostgreSQL",
      measured: `${ratio.toFixed(2)} (${liteP975} ÷ ${pgP975} ms)${plumbing}`,
      target: `≤ ${TARGETS.searchPgliteFactor}`,
      status: decide(null, ratio <= TARGETS.searchPgliteFactor),
    });
  }
  const probes = [lite, pg].filter((entry) => entry?.available).flatMap((entry) => entry.probes);
  if (probes.length > 0) {
    const good = probes.filter((probe) => probe.ok).length;
    rows.push({
      label: `search answers: 200 with a JSON data array${plumbing}`,
      measured: `${good} of ${probes.length} (${search.queries} queries × ${probes.length / search.queries} databases)`,
      target: "all",
      status: decide(null, good === probes.length),
    });
  }
  if (lite?.memory) {
    rows.push({
      label: `peak RSS under the search load at ${n(search.total)} listings (PGlite)`,
      measured: `${lite.memory.peakRssMb.toFixed(0)} MB${plumbing}`,
      target: rssTarget,
      status: decide(null, lite.memory.peakRssMb <= TARGETS.peakRssMb),
    });
  } else rows.push({ label: "peak RSS under the search load at 100k listings (PGlite)", measured: "", target: rssTarget, status: "na" });
  if (pg?.memory) rows.push({ label: `peak RSS under the search load (PostgreSQL; server process only)`, measured: `${pg.memory.peakRssMb.toFixed(0)} MB`, target: "for information", status: "info" });
  if (lite?.size) {
    rows.push({ label: `PGlite data folder at ${n(search.total)} listings`, measured: `${fmtMb(lite.size.bytes)} (of which pg_wal ${fmtMb(lite.size.walBytes)})`, target: "for information", status: "info" });
  }
  if (pg?.size) rows.push({ label: `PostgreSQL database size at ${n(search.total)} listings`, measured: fmtMb(pg.size.bytes), target: "for information", status: "info" });
  const seeding = [lite, pg]
    .filter((entry) => entry?.seeding)
    .map((entry) => `${entry.label} ${fmtSeconds(entry.seeding.firstStartMs + entry.seeding.bulkSeedMs)} (first start ${fmtSeconds(entry.seeding.firstStartMs)} + bulk ${fmtSeconds(entry.seeding.bulkSeedMs)})${entry.seeding.cached ? `, cached from ${entry.seeding.seededAt}` : ""}`);
  if (seeding.length) rows.push({ label: `seeding ${n(search.total)} listings`, measured: seeding.join("; "), target: "for information", status: "info" });
  return rows;
}

/**
 * Issue 17's booking bars, measured on the search section's servers (10,000 hotels with 3 room
 * types × 2 rate plans × 365 nights): availabilityresult p97.5 on PostgreSQL ≤ 50 ms and PGlite
 * within 2.5 × PostgreSQL; roomsandrate p97.5 ≤ 20 ms on each database.
 */
function bookingFigures(results) {
  const search = results.search;
  const lite = search?.pglite?.booking;
  const pg = search?.postgres?.booking;
  const hotels = (search?.pglite?.seeding?.inventoryHotels ?? 10_000).toLocaleString("en-US");
  const measured = (entry, key) => {
    const part = entry?.[key];
    if (!part?.available || !part.run) return null;
    const bad = part.bad > 0 ? `; ${part.bad} non-2xx or errors` : "";
    const wrong = part.correct ? "" : "; some probes answered no hotels or rooms";
    return { p975: part.run.latencyMs.p97_5, text: `${part.run.latencyMs.p97_5} ms (p50 ${part.run.latencyMs.p50} ms, p99 ${part.run.latencyMs.p99} ms, ${fmtInt(part.run.requestsPerSecond)} req/s${bad}${wrong})`, good: part.bad === 0 && part.correct };
  };
  const label = (name, database) => `${name} p97.5 on ${database}, ${hotels} hotels with inventory, concurrency ${search?.connections ?? 8}`;
  const bar = (name, database, value, target) =>
    value
      ? { label: label(name, database), measured: value.text, target: `≤ ${target} ms`, status: value.good && value.p975 <= target ? "pass" : "fail" }
      : { label: label(name, database), measured: "", target: `≤ ${target} ms`, status: search ? "na" : "skipped" };
  const availability = "availabilityresult (a city, 3 nights, 2 adults)";
  const rooms = "roomsandrate (one hotel, same stay)";
  const rows = [bar(availability, "PostgreSQL", measured(pg, "availability"), TARGETS.availabilityP97_5Ms)];
  const liteAvailability = measured(lite, "availability");
  const pgAvailability = measured(pg, "availability");
  rows.push(
    liteAvailability
      ? { label: label(availability, "PGlite"), measured: liteAvailability.text, target: "for the ratio below", status: liteAvailability.good ? "info" : "fail" }
      : { label: label(availability, "PGlite"), measured: "", target: "for the ratio below", status: search ? "na" : "skipped" },
  );
  if (liteAvailability && pgAvailability) {
    const ratio = liteAvailability.p975 / Math.max(pgAvailability.p975, 1);
    rows.push({ label: `${availability} p97.5 PGlite ÷ PostgreSQL`, measured: `${ratio.toFixed(2)} (${liteAvailability.p975} ÷ ${pgAvailability.p975} ms)`, target: `≤ ${TARGETS.searchPgliteFactor}`, status: ratio <= TARGETS.searchPgliteFactor ? "pass" : "fail" });
  } else rows.push({ label: `${availability} p97.5 PGlite ÷ PostgreSQL`, measured: "", target: `≤ ${TARGETS.searchPgliteFactor}`, status: search ? "na" : "skipped" });
  // The probes are each city's first search on a fresh server: nothing of it cached yet.
  for (const [database, entry] of [["PostgreSQL", pg], ["PGlite", lite]]) {
    const probes = (entry?.availability?.probes ?? []).filter((probe) => probe.ok);
    if (probes.length === 0) continue;
    const slowest = probes.reduce((a, b) => (b.ms > a.ms ? b : a));
    const times = probes.map((probe) => probe.ms.toFixed(0)).join(", ");
    rows.push({ label: `availabilityresult, each city's first search on a fresh server (cold caches), ${database}`, measured: `slowest ${slowest.ms.toFixed(0)} ms (${slowest.query}); all: ${times} ms`, target: "for information", status: "info" });
  }
  rows.push(bar(rooms, "PostgreSQL", measured(pg, "rooms"), TARGETS.roomsAndRateP97_5Ms));
  rows.push(bar(rooms, "PGlite", measured(lite, "rooms"), TARGETS.roomsAndRateP97_5Ms));
  return rows;
}

function holdsFigures(results) {
  const rows = [];
  for (const database of ["pglite", "postgres"]) {
    const holds = results.holds?.[database];
    const name = database === "pglite" ? "PGlite" : "PostgreSQL";
    const label = `priceByRecommendation p97.5, one hotel's last 500 rooms, concurrency 50 (${name})`;
    if (!holds || holds.unavailable) {
      rows.push({ label, measured: holds?.unavailable ? `unavailable (${holds.unavailable})` : "", target: "for information", status: results.holds ? "na" : "skipped" });
      continue;
    }
    const ratio = holds.run.requestsPerSecond / Math.max(holds.hello.requestsPerSecond, 1);
    rows.push(
      { label, measured: `${holds.run.latencyMs.p97_5} ms (p50 ${holds.run.latencyMs.p50} ms, p99 ${holds.run.latencyMs.p99} ms)`, target: "for information", status: "info" },
      {
        label: `hold answers a second ÷ hello-world at the same concurrency (${name})`,
        measured: `${ratio.toFixed(3)} (${fmtInt(holds.run.requestsPerSecond)} ÷ ${fmtInt(holds.hello.requestsPerSecond)} req/s; ${holds.held} held, ${holds.goneAnswers} told it is gone)`,
        target: "for information",
        status: "info",
      },
      {
        label: `no room held twice: holds answered ≤ rooms taken (${name})`,
        measured: `${holds.held} ≤ ${holds.rooms - holds.left} (${holds.left} of ${holds.rooms} left; requests cut off by the run's end took rooms unanswered)`,
        target: "holds answered ≤ rooms taken",
        status: holds.consistent ? "pass" : "fail",
      },
    );
  }
  return rows;
}

function mailFigures(results) {
  const mail = results.mail;
  const n = (count) => (count ?? 1000).toLocaleString("en-US");
  const label = (database) => `sign-in code handed to SMTP behind ${n(mail?.backlog)} queued messages (${database})`;
  const target = `≤ ${TARGETS.mailCodeMs / 1000} s`;
  if (!mail) return ["PGlite", "PostgreSQL"].map((database) => ({ label: label(database), measured: "", target, status: "skipped" }));
  const rows = [];
  for (const entry of [mail.pglite, mail.postgres]) {
    if (!entry || entry.unavailable) {
      rows.push({ label: label(entry?.label ?? "PostgreSQL"), measured: `unavailable (${entry?.unavailable ?? "?"})`, target, status: "na" });
      continue;
    }
    const timed = entry.codes.filter((code) => code.ms !== undefined);
    const slowest = timed.length ? Math.max(...timed.map((code) => code.ms)) : null;
    const errors = entry.codes.filter((code) => code.error).map((code) => code.error);
    const firstWaiting = entry.codes[0]?.waitingAtRequest ?? 0;
    const measured =
      `${slowest === null ? "?" : `${(slowest / 1000).toFixed(2)} s`} slowest of ${entry.codes.length} ` +
      `(${entry.codes.map((code) => (code.error ? code.error : `${code.ms.toFixed(0)} ms behind ${code.waitingAtRequest}`)).join("; ")})` +
      (firstWaiting < mail.backlog ? `; only ${firstWaiting} waiting at the first code` : "");
    rows.push({
      label: label(entry.label),
      measured,
      target,
      status: errors.length === 0 && slowest !== null && slowest <= TARGETS.mailCodeMs && firstWaiting >= mail.backlog ? "pass" : "fail",
    });
    const drain = entry.drain;
    const once = drain.delivered === drain.posted;
    rows.push({
      label: `mail backlog delivered after the codes (${entry.label}; SMTP server taking ${mail.smtpDelayMs} ms per message)`,
      measured:
        `${drain.delivered} of ${drain.posted} contact messages, each once: ${once ? "yes" : "no"}` +
        (drain.ms === null ? "; not drained within 10 min" : `; the rest arrived ${(drain.ms / 1000).toFixed(1)} s after the last code`),
      target: "all, once each",
      status: once && drain.ms !== null ? "info" : "fail",
    });
  }
  return rows;
}

function mailDetails(mail) {
  const out = ["## Mail: sign-in codes behind a backlog", ""];
  out.push(
    `The server runs as deployed (production, its own delivery workers) with SMTP_URL pointing at an SMTP server in the bench process on 127.0.0.1 ` +
      `that takes ${mail.smtpDelayMs} ms to accept each message, as a distant relay would. The bench posts the /contacts form (8 at a time; each message ` +
      `queues one e-mail to OPERATOR_EMAIL) until ${mail.backlog.toLocaleString("en-US")} of those e-mails are queued and not yet received, then asks for ` +
      `${mail.codes} sign-in codes one after another (\`POST /api/v1/send-otp\`, half a second apart). Each figure is the time from send-otp's 200 to the ` +
      "moment the SMTP server has accepted the code's message. Afterwards the whole backlog must arrive, each message once.",
    "",
  );
  const rows = [];
  for (const entry of [mail.pglite, mail.postgres]) {
    if (!entry) continue;
    if (entry.unavailable) {
      rows.push([entry.label, `unavailable: ${entry.unavailable}`, "", "", "", ""]);
      continue;
    }
    rows.push([
      entry.label,
      `${entry.backlog.posted} in ${(entry.backlog.ms / 1000).toFixed(1)} s${entry.backlog.failed ? ` (${entry.backlog.failed} failed)` : ""}`,
      entry.codes.map((code) => (code.error ? code.error : `${code.ms.toFixed(0)} ms`)).join(", "),
      entry.codes.map((code) => code.waitingAtRequest).join(", "),
      entry.codes.map((code) => code.passedBy ?? "–").join(", "),
      entry.drain.ms === null ? "not within 10 min" : `${(entry.drain.ms / 1000).toFixed(1)} s (${entry.drain.delivered}/${entry.drain.posted})`,
    ]);
  }
  out.push(
    table(["database", "contact messages posted", "code → SMTP", "waiting at each request", "backlog messages that arrived first", "rest of the backlog after the last code"], rows),
    "",
  );
  return out;
}

function searchDetails(results) {
  const search = results.search;
  const settings = results.settings;
  const out = ["## Search at 100k listings", ""];
  out.push(
    `Each database is topped up to ${search.total.toLocaleString("en-US")} listings by the bulk seed (server/seed/bulk) on top of the demo catalogue, then ` +
      `autocannon runs ${settings.searchConnections} connections for ${settings.duration} s after a ${settings.warmup} s warm-up, every connection cycling through ` +
      `the ${search.queries} queries of bench/search-queries.mjs (prefixes, typos, whole words, several words, with and without \`type\`). ` +
      "Per-query times are the median of 3 sequential requests after the warm-up. Peak RSS is VmHWM of the node server after the run " +
      "(on PostgreSQL the database's own processes are not counted). The PGlite folder is copied from a cache in bench/results/search-cache/ keyed by the migrations, the seed sources and the PGlite version." +
      (search.plumbing ? " **Plumbing check**: the paths were `/api/v1/posts/showbyslug/<slug>`, not search." : ""),
    "",
  );
  const rows = [];
  for (const entry of [search.pglite, search.postgres]) {
    if (!entry) continue;
    if (entry.unavailable) {
      rows.push([entry.label, `unavailable: ${entry.unavailable}`, "", "", "", "", "", "", ""]);
      continue;
    }
    if (!entry.available) {
      rows.push([entry.label, `not available yet (answers ${entry.probes[0]?.status})`, "", "", "", "", "", fmtSeconds(entry.startMs), entry.size ? fmtMb(entry.size.bytes) : ""]);
      continue;
    }
    const run = entry.run;
    const codes = Object.entries(run.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(" ");
    rows.push([
      entry.label,
      fmtInt(run.requestsPerSecond),
      run.latencyMs.p50,
      run.latencyMs.p97_5,
      run.latencyMs.p99,
      run.latencyMs.max,
      `${codes}${run.errors ? `, errors ${run.errors} (timeouts ${run.timeouts})` : ""}`,
      fmtSeconds(entry.startMs),
      entry.size ? fmtMb(entry.size.bytes) : "",
    ]);
  }
  out.push(table(["database", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "max ms", "responses", "start-up", "data size"], rows), "");
  const perQuery = new Map();
  for (const entry of [search.pglite, search.postgres]) {
    for (const query of entry?.perQuery ?? []) {
      const row = perQuery.get(query.path) ?? { query, times: {} };
      row.times[entry.label] = query;
      perQuery.set(query.path, row);
    }
    for (const probe of entry?.probes ?? []) {
      if (!probe.ok) out.push(`- ${entry.label}: \`${probe.path}\`: ${probe.problem}`);
    }
  }
  if (perQuery.size > 0) {
    const cell = (time) => (time ? `${time.medianMs.toFixed(1)} ms (${time.count ?? "?"} results)` : "–");
    out.push(
      "",
      table(
        ["query", "kind", "type", "PGlite", "PostgreSQL"],
        [...perQuery.values()].map(({ query, times }) => [`\`${query.query}\``, query.kind, query.type ?? "any", cell(times.PGlite), cell(times.PostgreSQL)]),
      ),
      "",
    );
  }
  return out;
}

function table(headers, rows) {
  return [`| ${headers.join(" | ")} |`, `| ${headers.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.map(escapeCell).join(" | ")} |`)].join("\n");
}

function loadRows(targets, prefix = "") {
  const rows = [];
  for (const target of targets) {
    const name = `${prefix}${target.name ?? target.path}`;
    if (!target.available) {
      rows.push([name, "–", "–", "–", "–", "–", notMeasured(target)]);
      continue;
    }
    for (const run of target.runs) {
      const statusCodes = Object.entries(run.target.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(" ");
      const memory = run.memory ? `; server RSS after it ${run.memory.rssMb.toFixed(0)} MB (peak so far ${run.memory.peakRssMb.toFixed(0)} MB)` : "";
      const cache = run.target.pageCache ? `; page cache: ${Object.entries(run.target.pageCache).map(([state, count]) => `${state} ${fmtInt(count)}`).join(", ")}` : "";
      const pass = run.pass
        ? `; the pass before it: ${(run.pass.ms / 1000).toFixed(1)} s, ${run.pass.pageCache.miss ?? 0} of ${target.paths?.length ?? "?"} pages rendered${run.pass.failures ? `, ${run.pass.failures} fell short` : ""}`
        : "";
      rows.push([
        `${name} (round ${run.round})`,
        fmtInt(run.baseline.requestsPerSecond),
        fmtInt(run.target.requestsPerSecond),
        run.ratio.toFixed(3),
        run.target.latencyMs.p50,
        run.target.latencyMs.p99,
        `${statusCodes}${run.target.errors ? `, errors ${run.target.errors} (of which timeouts ${run.target.timeouts})` : ""}${cache}${pass}${memory}`,
      ]);
    }
  }
  return rows;
}

/**
 * What rendering every hotel page afresh costs: the passes before the cycling runs that rendered
 * nearly every page (the others met pages still kept), as milliseconds of the pass per page rendered.
 */
function renderPassRow(targets, label) {
  const passes = (targets ?? [])
    .filter((target) => target.paths)
    .flatMap((target) => target.runs.map((run) => ({ run, pages: target.paths.length })))
    .filter(({ run, pages }) => run.pass && (run.pass.pageCache.miss ?? 0) >= 0.9 * pages);
  if (passes.length === 0) return null;
  const perPage = median(passes.map(({ run }) => run.pass.ms / run.pass.pageCache.miss));
  const pages = passes[0].pages;
  return {
    label: `every hotel page rendered afresh, 4 at a time, by the pass before a cycling run (${label})`,
    measured: `${perPage.toFixed(1)} ms a page, ${((perPage * pages) / 1000).toFixed(1)} s for ${pages} (median of ${passes.length} passes)`,
    target: "for information",
    status: "info",
  };
}

function loadDetails(results) {
  const out = ["## Load runs", ""];
  const settings = results.settings;
  const infoRounds = settings.infoRounds ?? settings.rounds;
  out.push(
    `autocannon, ${settings.connections} connections, ${settings.duration} s per run after a ${settings.warmup} s warm-up per URL; ` +
      `${settings.rounds} rounds of (hello-world, target) per target with a bar, ${infoRounds} per report-only target and per members' figure on PostgreSQL; ratio = target ÷ the hello-world run just before it; medians shown above.` +
      (settings.acceptEncoding ? ` Requests carried \`Accept-Encoding: ${settings.acceptEncoding}\`.` : " Requests carried no Accept-Encoding (responses uncompressed)."),
    "",
    "A signed-in reader's requests carry only the session cookie (`amora_session`, from `POST /api/v1/login` with the demo account); each of its pages was first checked to hold the reader's e-mail (the owner's hotel for `/offer` and `/dashboard`), so a page sent to a visitor is never counted as a member's. " +
      "\"Cycling\": every hotel page from `GET /api/v1/hotels`, each connection going through all of them in turn from its own starting point (spread over the list). " +
      "Pages leave the page cache 30 s after their render and the rounds are further apart than that, so between its hello-world run and its run each cycling round makes a pass over every page as its reader (4 at a time; it checks them as the probe does and renders those that expired): " +
      "each run starts with the catalogue kept, as under sustained traffic, unless the pass took more than 20 s (its first pages then expire during the run). The x-page-cache counts show the renders a run still met (`miss`).",
    "",
  );
  const rows = loadRows(results.load.targets);
  const postgres = results.load.postgres;
  if (postgres?.targets) rows.push(...loadRows(postgres.targets, "PostgreSQL: "));
  out.push(table(["target", "hello-world req/s", "target req/s", "ratio", "p50 ms", "p99 ms", "responses"], rows), "");
  if (postgres?.targets) {
    const pinning = postgres.pinning?.pinned
      ? `every PostgreSQL process (${postgres.pinning.processes}, the postmaster first) pinned to CPU ${postgres.pinning.cpu} with the server while the runs lasted, their affinity restored afterwards`
      : `PostgreSQL's processes not pinned (${postgres.pinning?.reason ?? "?"})`;
    out.push(
      `PostgreSQL: a throw-away database, migrated and seeded with the demo catalogue by the server's first start (${fmtSeconds(postgres.firstStartMs)}); ` +
        `the member signed up there (\`POST /api/v1/register\`, ${postgres.member}: no demo accounts on PostgreSQL); ${pinning}.`,
      "",
    );
  } else if (postgres?.unavailable) out.push(`PostgreSQL: not available (${postgres.unavailable}).`, "");
  if (results.memory) {
    out.push(
      `Server memory after the load runs: peak RSS (VmHWM) ${results.memory.peakRssMb.toFixed(0)} MB, current RSS ${results.memory.rssMb.toFixed(0)} MB. ` +
        "docs/quality.md's bar is for the search load at 100k listings (the search section); this is the RSS under the demo-catalogue load.",
      "",
    );
  }
  return out;
}

function javascriptDetails(js) {
  const out = ["## JavaScript", ""];
  if (!js.available) return [...out, js.reason, ""];
  out.push(
    "Home route: every `/assets/*.js` the server-rendered `/` references (modulepreload links and the inline module script). " +
      "brotli = the `.br` twin written at build time (files under 1 KB have none; for those brotli quality 11 is computed here). " +
      "served = bytes on the wire for `Accept-Encoding: br`. KB = 1024 bytes.",
    "",
  );
  out.push(
    table(
      ["file", "raw", "brotli", "served"],
      js.home.files.map((file) => [`\`${file.asset}\``, fmtKb(file.raw), `${fmtKb(file.brotli)}${file.brotliTwin ? "" : " (computed)"}`, `${fmtKb(file.served)} (${file.servedEncoding})`]),
    ),
    "",
    `Total: ${fmtKb(js.home.raw)} raw, **${fmtKb(js.home.brotli)} brotli**, ${fmtKb(js.home.served)} served.`,
    "",
    "Further routes: what navigating from `/` to the route downloads (its module, split modules and imports not already loaded by `/`).",
    "",
  );
  if (js.routes.length === 0) out.push(js.note ?? "No further routes.", "");
  else {
    out.push(
      table(
        ["route path(s)", "files added", "brotli", "served"],
        js.routes.map((route) => [
          route.paths.map((p) => `\`${p}\``).join(", "),
          route.extraFiles.map((file) => `\`${file.asset}\` ${fmtKb(file.brotli)}`).join("; ") || "none",
          fmtKb(route.brotli),
          fmtKb(route.served),
        ]),
      ),
      "",
    );
  }
  return out;
}

function lighthouseDetails(lighthouse) {
  const out = ["## Lighthouse", ""];
  out.push(
    `Lighthouse 12 node API, mobile defaults (simulated throttling), ${lighthouse.runsPerPage} run(s) per page, a fresh Chromium each run ` +
      "(`--headless=new --no-sandbox --disable-gpu --disable-background-networking`). Scores are medians per category. " +
      "The pages are served over plain http://127.0.0.1, so HTTPS-related best-practice audits may be flagged. Full LHR JSON per run: `bench/results/lighthouse/`.",
    "",
  );
  const scoreCell = (id, score) => {
    if (score === null || score === undefined) return "?";
    return `${score} ${score >= TARGETS.lighthouse[id] ? "✅" : "❌"}`;
  };
  out.push(
    table(
      ["page", ...CATEGORIES.map((id) => `${CATEGORY_LABEL[id]} (≥ ${TARGETS.lighthouse[id]})`)],
      lighthouse.pages.map((page) =>
        page.available ? [`\`${page.page}\``, ...CATEGORIES.map((id) => scoreCell(id, page.medianScores[id]))] : [`\`${page.page}\``, `not available yet (answers ${page.status})`, "", "", ""],
      ),
    ),
    "",
  );
  for (const page of lighthouse.pages) {
    if (!page.available) continue;
    out.push(`### \`${page.page}\``, "");
    const runs = page.runs.map((run, index) => (run.scores ? `run ${index + 1}: ${CATEGORIES.map((id) => run.scores[id] ?? "?").join(" / ")}` : `run ${index + 1}: failed (${run.error})`));
    out.push(`Scores per run (perf / a11y / BP / SEO): ${runs.join("; ")}.`, "");
    const errors = page.runs.filter((run) => run.runtimeError).map((run) => run.runtimeError);
    if (errors.length) out.push(`Runtime errors: ${[...new Set(errors)].join("; ")}`, "");
    const warnings = [...new Set(page.runs.flatMap((run) => run.warnings ?? []))];
    if (warnings.length) out.push(`Warnings: ${warnings.join("; ")}`, "");
    if (page.medianRun) {
      out.push(`Metrics (median run): ${page.medianRun.metrics.map((metric) => `${metric.title} ${metric.displayValue}`).join(", ")}.`, "");
    }
    const runCount = page.runs.filter((run) => run.scores).length;
    for (const id of CATEGORIES) {
      const failing = page.failing.filter((audit) => audit.category === id);
      if (failing.length === 0) continue;
      out.push(`Failing ${CATEGORY_LABEL[id]} audits${id === "performance" ? " (score < 0.9)" : ""}:`, "");
      for (const audit of failing) {
        const detail = [audit.displayValue, audit.error].filter(Boolean).join("; ");
        out.push(`- ${audit.title} (\`${audit.id}\`${detail ? `: ${detail}` : ""}) (${audit.runs}/${runCount} runs)`);
      }
      out.push("");
    }
    if (page.failing.length === 0) out.push("No failing audits.", "");
  }
  return out;
}

export function renderReport(results, { rawFile }) {
  const rows = [
    ...loadFigures(results),
    ...searchFigures(results),
    ...bookingFigures(results),
    ...mailFigures(results),
    ...holdsFigures(results),
    ...lighthouseFigures(results),
    ...javascriptFigures(results),
    ...otherFigures(results),
  ];
  const machine = results.machine;
  const git = results.git;
  const pinning = results.pinning.available
    ? `server and hello-world pinned to CPU ${results.pinning.server}, load generator to CPU ${results.pinning.load} (taskset)`
    : `not pinned (${results.pinning.reason})`;
  const settings = results.settings;
  const mode = settings.quick ? "quick (`--quick`: not comparable to full runs)" : "full";

  const out = [
    "# Performance report",
    "",
    "Written by `npm run bench` (method: bench/README.md and docs/quality.md). Only the ratios are compared between runs; absolute numbers depend on the machine.",
    "",
    `- Date: ${results.startedAt}`,
    `- Machine: ${machine.nproc} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, ${machine.platform}, Node ${machine.node}`,
    `- Load average (1/5/15 min) at start: ${loadAverage(machine.loadAverageAtStart)}; at end: ${loadAverage(machine.loadAverageAtEnd)} (other work on the machine skews absolute numbers and start-up times)`,
    `- Commit: ${git.commit}${git.uncommittedChanges ? ` plus ${git.uncommittedChanges} uncommitted changed file(s) in the tree` : ""}`,
    `- Build: \`${settings.buildDir}\`${results.buildSeconds ? ` (built in ${results.buildSeconds.toFixed(1)} s)` : " (existing build, --no-build)"}, NODE_ENV=production, embedded PGlite seeded with the demo catalogue`,
    `- Mode: ${mode}; CPU pinning: ${pinning}; took ${results.durationSeconds.toFixed(0)} s`,
    `- Raw results: \`${rawFile}\` (git-ignored)`,
    "",
    "## Figures",
    "",
    table(["figure", "measured", "target", "result"], rows.map((row) => [row.label, row.measured, row.target, MARK[row.status]])),
    "",
  ];
  if (results.load) out.push(...loadDetails(results));
  if (results.coldStart) {
    const cold = results.coldStart;
    out.push(
      "## Start-up",
      "",
      `From spawning \`node ${settings.buildDir}/main.js\` (pinned like the load runs) to the first 200 from \`/api/v1/health\`, polled every 5 ms. ` +
        `On the already-seeded folder: ${cold.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (median ${cold.medianMs.toFixed(0)} ms). ` +
        `First-ever start on an empty folder (creates the database, migrates, seeds): ${cold.firstEverMs.toFixed(0)} ms.`,
      "",
    );
  }
  if (results.search) out.push(...searchDetails(results));
  if (results.mail) out.push(...mailDetails(results.mail));
  if (results.javascript) out.push(...javascriptDetails(results.javascript));
  if (results.lighthouse) out.push(...lighthouseDetails(results.lighthouse));

  const width = Math.max(...rows.map((row) => row.label.length));
  const summary = [
    `Amora bench (${settings.quick ? "quick" : "full"}) at ${git.commit.slice(0, 12)}${git.uncommittedChanges ? "+dirty" : ""}:`,
    ...rows.map((row) => `  ${row.label.padEnd(width)}  ${MARK[row.status].padEnd(20)} ${row.measured}  (target ${row.target})`),
  ].join("\n");
  return { markdown: `${out.join("\n").trimEnd()}\n`, summary, allPassed: rows.every((row) => row.status !== "fail") };
}
