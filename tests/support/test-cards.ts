/** The test payment provider's cards (Stripe's test numbers): one that pays, one that is declined. */
export const PAYING_CARD = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
export const DECLINED_CARD = { number: "4000000000000002", expMonth: 12, expYear: 2030, cvc: "123" };

/**
 * A new client address per call in one documentation network ("192.0.2", "198.51.100",
 * "203.0.113"), so per-address rate limits never meet across tests.
 */
export function clientAddresses(network: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${network}.${counter}`;
  };
}
