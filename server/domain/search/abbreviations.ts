/**
 * Short forms couples type for the words of place names (st lucia, mt fuji, nyc), each with the
 * words it stands for. A typed short form matches as itself or as its words (search-terms.ts).
 */
export const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["st", ["saint"]],
  ["ste", ["sainte"]],
  ["sta", ["santa"]],
  ["sto", ["santo"]],
  ["mt", ["mount"]],
  ["mtn", ["mountain"]],
  ["ft", ["fort"]],
  ["pt", ["point"]],
  ["pto", ["puerto"]],
  ["isl", ["island"]],
  ["nat", ["national"]],
  ["natl", ["national"]],
  ["nyc", ["new", "york"]],
  ["ny", ["new", "york"]],
  ["la", ["los", "angeles"]],
  ["sf", ["san", "francisco"]],
  ["uk", ["united", "kingdom"]],
  ["usa", ["united", "states"]],
  ["uae", ["united", "arab", "emirates"]],
  ["nz", ["new", "zealand"]],
]);
