import type { Config, SocialProvider } from "../../config";
import { createAppleClient } from "./apple-client";
import { createFacebookClient } from "./facebook-client";
import { createGoogleClient } from "./google-client";
import type { SocialProviderClient } from "./provider-client";

type Clients = Partial<Record<SocialProvider, SocialProviderClient>>;

/** One set of clients per configuration, so Apple's keys are fetched once, not per sign-in. */
const clientsByConfig = new WeakMap<Config, Clients>();

/** The client of a configured provider, or undefined when its variables are not set. */
export function socialProviderClient(config: Config, provider: SocialProvider): SocialProviderClient | undefined {
  let clients = clientsByConfig.get(config);
  if (!clients) {
    const { google, facebook, apple } = config.socialSignIn;
    clients = {
      ...(google ? { google: createGoogleClient(google) } : {}),
      ...(facebook ? { facebook: createFacebookClient(facebook) } : {}),
      ...(apple ? { apple: createAppleClient(apple) } : {}),
    };
    clientsByConfig.set(config, clients);
  }
  return clients[provider];
}
