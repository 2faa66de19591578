/** Which database the server tests run against: PGlite, or PostgreSQL when asked for. */
export function testDatabaseDriver(): "pglite" | "postgres" {
  if (process.env.TEST_DB_DRIVER !== "postgres") return "pglite";
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  }
  return "postgres";
}
