import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Layers import only downwards (eslint.config.js, decision 027). Each snippet is linted through
 * the project's own configuration as if it were the named file, the way `npm run lint` sees it.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: projectRoot });
const zoneRules = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

async function zoneMessages(filePath: string, source: string): Promise<string[]> {
  const code = source.includes("import type") ? source : `import * as imported from "${source}";\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && zoneRules.has(message.ruleId)).map((message) => message.message);
}

/** [importing file, import path] pairs. */
type Case = [string, string];

const upward: Case[] = [
  ["core/example.ts", "../server/domain/catalogue/get-listing"],
  ["core/example.ts", "../app/components/button"],
  ["server/kernel/example.ts", "../domain/unique-violation"],
  ["server/kernel/example.ts", "../db/client"],
  ["server/kernel/example.ts", "../adapters/places/place-search"],
  ["server/kernel/example.ts", "../http/auth"],
  ["server/adapters/places/example.ts", "../../domain/signup/suggest-places"],
  ["server/adapters/places/example.ts", "../../http/request-origin"],
  ["server/adapters/places/example.ts", "../../api/v1/route"],
  ["server/adapters/payments/example.ts", "../../jobs/job-queue"],
  ["server/adapters/places/example.ts", "../../../app/components/button"],
  ["server/db/example.ts", "../domain/media/scene-urls"],
  ["server/db/schema/example.ts", "../../domain/accounts/passwords"],
  ["server/scenes/example.ts", "../domain/media/get-scene-image"],
  ["server/scenes/example.ts", "../db/client"],
  ["server/scenes/example.ts", "../http/media-routes"],
  ["server/kernel/example.ts", "../scenes/render-scene-svg"],
  ["server/domain/deals/example.ts", "../../http/auth"],
  ["server/domain/deals/example.ts", "../../api/v1/route"],
  ["server/domain/deals/example.ts", "../../../app/features/deals/deal-labels"],
  ["server/domain/deals/example.ts", "../../../server/http/auth"],
  ["server/http/example.ts", "../api/v1/route"],
  ["server/api/v1/example.ts", "../../../app/components/button"],
  ["app/components/example.tsx", "../features/search/search-button"],
  ["app/components/example.tsx", "../routes/home"],
  ["app/components/example.tsx", "../shell/site-shell"],
  ["app/features/deals/example.tsx", "../../routes/home"],
  ["app/features/deals/example.tsx", "../../shell/site-header"],
  ["app/features/deals/example.tsx", "../../features/search/search-button"],
  // A feature's tests do not reach into another feature either.
  ["app/features/deals/example.test.tsx", "../../features/search/search-button"],
  ["app/shell/example.tsx", "../routes/home"],
  // Browser code takes no server code at run time.
  ["app/features/deals/example.tsx", "../../../server/domain/deals/get-deal"],
  ["app/components/example.tsx", "../../server/kernel/errors"],
];

const downward: Case[] = [
  ["core/example.ts", "./listing-types"],
  ["server/kernel/example.ts", "../../core/listing-types"],
  ["server/adapters/places/example.ts", "../../kernel/errors"],
  ["server/adapters/places/example.ts", "./place-search"],
  ["server/db/example.ts", "../kernel/clock"],
  ["server/domain/deals/example.ts", "../../adapters/places/place-search"],
  ["server/domain/deals/example.ts", "../../db/client"],
  ["server/domain/deals/example.ts", "../../kernel/errors"],
  ["server/domain/deals/example.ts", "../../app-context"],
  ["server/domain/deals/example.ts", "../accounts/passwords"],
  ["server/domain/media/example.ts", "../../scenes/render-scene-svg"],
  ["server/scenes/example.ts", "../../core/listing-types"],
  ["server/scenes/example.ts", "../kernel/errors"],
  ["server/http/example.ts", "../domain/accounts/sessions"],
  // app.ts is where the server is put together: it mounts the API.
  ["server/http/app.ts", "../api/v1/route"],
  ["server/api/v1/example.ts", "../../http/request-origin"],
  ["server/api/v1/example.ts", "../../domain/deals/get-deal"],
  ["app/components/example.tsx", "./button"],
  ["app/components/example.tsx", "../../core/listing-types"],
  ["app/features/deals/example.tsx", "../../components/button"],
  ["app/features/deals/example.tsx", "./deal-labels"],
  ["app/shell/example.tsx", "../features/search/search-button"],
  ["app/routes/example.tsx", "../features/deals/deal-labels"],
  // Loaders and actions call the domain directly; so do *.server.ts modules.
  ["app/routes/example.tsx", "../../server/domain/deals/get-deal"],
  ["app/features/deals/example.server.ts", "../../../server/domain/deals/get-deal"],
  ["app/root.tsx", "../server/domain/favorites/list-favorite-ids"],
  // Packages are not layers, whatever their path says.
  ["app/components/example.tsx", "react-dom/server"],
  // Tests may reach any layer.
  ["server/adapters/places/example.test.ts", "../../domain/signup/suggest-places"],
  ["tests/api/example.test.ts", "../../server/http/app"],
];

/** Browser code and contracts that would load zod (decision 028). */
const schemaSide: Case[] = [
  ["app/features/deals/example.tsx", "../../../core/contracts/deal-schemas"],
  ["app/components/example.tsx", "../../core/contracts/wire-object"],
  ["app/features/deals/example.tsx", "zod"],
  ["app/features/deals/example.tsx", "zod/mini"],
  ["core/contracts/example.ts", "./deal-schemas"],
  ["core/contracts/example.ts", "zod"],
];

const contractSide: Case[] = [
  ["app/features/deals/example.tsx", "../../../core/contracts/deals"],
  ["app/features/deals/example.tsx", "../../../core/contracts/wire-names"],
  ["core/contracts/example.ts", "./contract"],
  // The schema modules and the server build with zod.
  ["core/contracts/example-schemas.ts", "zod"],
  ["core/contracts/example-schemas.ts", "./listing-schemas"],
  ["server/api/v1/example.ts", "../../../core/contracts/deal-schemas"],
  // Loaders and actions run on the server.
  ["app/routes/example.tsx", "../../core/contracts/deal-schemas"],
];

describe("layer zones in the lint step", () => {
  it.each(schemaSide)("keeps zod out of the browser: refuses %s importing %s", async (filePath, source) => {
    expect(await zoneMessages(filePath, source)).toEqual([expect.stringMatching(/take only types from zod/)]);
  });

  it.each(contractSide)("lets %s import %s", async (filePath, source) => {
    expect(await zoneMessages(filePath, source)).toEqual([]);
  });

  it("lets browser code and contracts take a schema's type", async () => {
    const typeOnly = 'import type { createDealRequest } from "./deal-schemas";\nexport type Schemas = typeof createDealRequest;\n';
    expect(await zoneMessages("core/contracts/example.ts", typeOnly)).toEqual([]);
    expect(await zoneMessages("app/features/deals/example.tsx", typeOnly.replace("./deal-schemas", "../../../core/contracts/deal-schemas"))).toEqual([]);
  });

  it.each(upward)("refuses %s importing %s", async (filePath, source) => {
    expect(await zoneMessages(filePath, source)).toEqual([expect.stringMatching(/may not import|do not import/)]);
  });

  it.each(downward)("lets %s import %s", async (filePath, source) => {
    expect(await zoneMessages(filePath, source)).toEqual([]);
  });

  it("lets browser code take types from the server", async () => {
    const typeOnly = 'import type { DealView } from "../../../server/domain/deals/deal-view";\nexport type Shown = DealView;\n';
    expect(await zoneMessages("app/features/deals/example.tsx", typeOnly)).toEqual([]);
  });
});
