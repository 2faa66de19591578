// The page frame composes features (search, notifications, live updates) with shared components,
// so it sits above app/features instead of in app/components, which may not import features.
import { lazy, Suspense, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from "react";
import type { FooterLinkSettings } from "../../core/footer-link-settings";
import type { MenuUser } from "../../core/member-rules";
import { layoutBottomPadding } from "../components/footer-links";
import { NavigationProgress } from "../components/navigation-progress";
import { NoInternetDialog } from "../components/no-internet";
import { RequestDealBar } from "../components/request-deal-bar";
import { useShellHandle } from "../components/shell-handle";
import { SignInProvider, useSignIn } from "../components/sign-in-context";
import { HydrateInTurn } from "../components/hydrate-in-turn";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "./site-header";
import { ToastProvider } from "../components/toast";

export type ShellConfig = {
  productName: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  showCorrelationId: boolean;
  footerLinks: FooterLinkSettings;
};

export type SiteShellProps = {
  config: ShellConfig;
  year: number;
  correlationId?: string | null;
  user?: MenuUser | null;
  onLogout?: () => void;
  /** The sign-in and sign-up forms (the accounts feature's), shown inside the sign-in modal. */
  signInContent?: ReactNode;
  /** The page; it renders its own <main id="main">, which the skip link targets. */
  children: ReactNode;
};

/**
 * Everything around a page: skip link, progress bar, header, footer and the bottom spacing,
 * plus what every page shares: toasts, the one sign-in modal and the 'No internet' dialog.
 */
export function SiteShell(props: SiteShellProps) {
  return (
    <ToastProvider>
      <SignInProvider>
        <ShellLayout {...props} />
        <LiveUpdates enabled={Boolean(props.user?.email)} />
        <ShellSignInDialog content={props.signInContent} />
        <NoInternetDialog />
      </SignInProvider>
    </ToastProvider>
  );
}

// Members' live updates and the sign-in modal load their code when first needed (only members
// have live updates; the modal's first opening), so every page's first load does not carry them.
const LazyLiveUpdates = lazy(() => import("../features/live/live-updates").then((module) => ({ default: module.LiveUpdates })));
const LazySignInDialog = lazy(() => import("../components/sign-in-dialog").then((module) => ({ default: module.SignInDialog })));

const subscribeToNothing = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

/** Live updates for a signed-in member (the toasts they raise need the provider above). */
function LiveUpdates({ enabled }: { enabled: boolean }) {
  // Only once hydrated: a page rendered once for everyone has no member when the server renders it.
  const isHydrated = useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);
  return enabled && isHydrated ? (
    <Suspense fallback={null}>
      <LazyLiveUpdates enabled={enabled} />
    </Suspense>
  ) : null;
}

/** One modal for the page, opened by JOIN NOW, LOG-IN or any feature through useSignIn(). */
function ShellSignInDialog({ content }: { content: ReactNode }) {
  const { mode, setMode, closeSignIn, notice } = useSignIn();
  // Kept once opened, so closing it keeps the dialog (and its focus return) in place.
  const [isLoaded, setLoaded] = useState(false);
  if (mode !== null && !isLoaded) setLoaded(true);
  return isLoaded ? (
    <Suspense fallback={null}>
      <LazySignInDialog mode={mode} onClose={closeSignIn} onModeChange={setMode} notice={notice}>
        {content}
      </LazySignInDialog>
    </Suspense>
  ) : null;
}

function ShellLayout({ config, year, correlationId, user, onLogout, children }: SiteShellProps) {
  const [isFooterVisible, setFooterVisible] = useState(false);
  const { requestDealTarget, shell = "full" } = useShellHandle();
  const bottomSpace = { "--layout-bottom-space": `${layoutBottomPadding(isFooterVisible)}px` } as CSSProperties;
  return (
    <div className="app-shell" style={bottomSpace} data-footer-visible={isFooterVisible ? "" : undefined}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavigationProgress />
      {shell !== "footer-only" && (
        <HydrateInTurn>
          <SiteHeader
            productName={config.productName}
            hotelDealsUrl={config.hotelDealsUrl}
            user={user}
            onLogout={onLogout}
          />
        </HydrateInTurn>
      )}
      {children}
      {shell !== "header-only" && (
        <HydrateInTurn>
          <SiteFooter
            productName={config.productName}
            businessSiteUrl={config.businessSiteUrl}
            links={config.footerLinks}
            year={year}
            correlationId={config.showCorrelationId ? correlationId : null}
            onVisibilityChange={setFooterVisible}
          />
        </HydrateInTurn>
      )}
      {requestDealTarget && <RequestDealBar targetId={requestDealTarget} isHidden={isFooterVisible} />}
    </div>
  );
}
