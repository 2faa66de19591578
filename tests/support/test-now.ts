/** The tests' "now": the clock every test app runs on, and the day the test template's inventory starts. */
export const TEST_NOW = new Date("2026-06-01T12:00:00Z");
