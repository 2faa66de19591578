import { useState, type CSSProperties, type ReactNode } from "react";
import type { MenuUser } from "../../core/member-rules";
import { layoutBottomPadding } from "./footer-links";
import { NavigationProgress } from "./navigation-progress";
import { RequestDealBar } from "./request-deal-bar";
import { useShellHandle } from "./shell-handle";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export type ShellConfig = {
  productName: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  showCorrelationId: boolean;
};

export type SiteShellProps = {
  config: ShellConfig;
  year: number;
  correlationId?: string | null;
  user?: MenuUser | null;
  onLogout?: () => void;
  /** The page; it renders its own <main id="main">, which the skip link targets. */
  children: ReactNode;
};

/** Everything around a page: skip link, progress bar, header, footer and the bottom spacing. */
export function SiteShell({ config, year, correlationId, user, onLogout, children }: SiteShellProps) {
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
        <SiteHeader
          productName={config.productName}
          hotelDealsUrl={config.hotelDealsUrl}
          user={user}
          onLogout={onLogout}
        />
      )}
      {children}
      {shell !== "header-only" && (
        <SiteFooter
          productName={config.productName}
          businessSiteUrl={config.businessSiteUrl}
          year={year}
          correlationId={config.showCorrelationId ? correlationId : null}
          onVisibilityChange={setFooterVisible}
        />
      )}
      {requestDealTarget && <RequestDealBar targetId={requestDealTarget} isHidden={isFooterVisible} />}
    </div>
  );
}
