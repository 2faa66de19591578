import { ConfigError, loadConfig } from "./config";
import { startServer } from "./server";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Resolves once the port is open.
  const server = await startServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, "shutting down");
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  // Installed as soon as the port is open, before any request is read: the work that follows
  // (workers, the search index) runs in the background, and a stop meanwhile waits for it.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await server.started;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
