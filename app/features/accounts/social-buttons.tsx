import { useLocation } from "react-router";
import { offeredProviders, returnPath, SOCIAL_PROVIDER_LABELS, socialSignInHref } from "./social-sign-in";

/**
 * 'Continue with Google' / Facebook / Apple for the providers the server has keys for. Plain
 * links: the server sends the person to the provider, and back here with ?signed_in=<provider>.
 */
export function SocialButtons({ configured }: { configured: readonly string[] }) {
  const { pathname, search } = useLocation();
  const providers = offeredProviders(configured);
  if (providers.length === 0) return null;
  const returnTo = returnPath(pathname, search);
  return (
    <div className="account-social">
      <p className="account-social__divider">
        <span>or</span>
      </p>
      <ul className="account-social__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`btn btn--lg btn--secondary-gray btn--full account-social__link account-social__link--${provider}`}
              href={socialSignInHref(provider, returnTo)}
            >
              <ProviderMark provider={provider} />
              Continue with {SOCIAL_PROVIDER_LABELS[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small letter mark in the provider's colour; the words carry the meaning. */
function ProviderMark({ provider }: { provider: keyof typeof SOCIAL_PROVIDER_LABELS }) {
  return (
    <span className={`account-social__mark account-social__mark--${provider}`} aria-hidden="true">
      {SOCIAL_PROVIDER_LABELS[provider].charAt(0)}
    </span>
  );
}
