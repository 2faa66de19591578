import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json. Source files run from server/ in development and from the
 * bundled build/main.js in production, so paths are resolved from here rather than from the
 * calling module.
 */
function findProjectRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, "package.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error("Could not find the project root (package.json)");
    directory = parent;
  }
  return directory;
}

export const projectRoot = findProjectRoot();

export function fromProjectRoot(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
