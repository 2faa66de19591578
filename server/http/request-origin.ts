import type { FastifyRequest } from "fastify";
import type { AppServices } from "../app-context";

/**
 * The origin links and redirects are built on: the configured public address, else the one the
 * request came to. Its own module so the API routes can use it without importing the page renderer.
 */
export function requestOrigin(services: AppServices, request: FastifyRequest): string {
  return services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
