import type { FastifyServerOptions } from "fastify";
import type { TrustProxySetting } from "../config";

/**
 * Fastify's trustProxy option for the TRUST_PROXY setting. A hop count becomes a function:
 * Fastify trusts nothing for a bare number, where the setting means "the nearest N hops are our
 * proxies" (each hop index below N is believed).
 */
export function fastifyTrustProxy(setting: TrustProxySetting): NonNullable<FastifyServerOptions["trustProxy"]> {
  if (setting === false) return false;
  if ("hops" in setting) {
    const { hops } = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return [...setting.addresses];
}
