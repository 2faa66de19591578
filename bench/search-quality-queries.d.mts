export type SearchQualityQuery = { class: string; query: string; expected: readonly string[] };
export const SEARCH_QUALITY_QUERIES: readonly SearchQualityQuery[];
export const SEARCH_QUALITY_CLASSES: readonly string[];
