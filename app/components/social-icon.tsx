import type { ReactNode } from "react";
import type { SocialNetwork } from "../../core/footer-link-settings";

/**
 * Simple original glyphs for each network (letterforms and generic shapes drawn for this
 * project, not the networks' logo files), so the footer needs no image requests.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.9,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: <path {...stroke} d="M15 4.5h-2a3 3 0 0 0-3 3V20M7.5 11h7" />,
  x: <path {...stroke} d="M5 4.5 19 19.5M19 4.5 5 19.5" />,
  instagram: (
    <>
      <rect {...stroke} x="4" y="4" width="16" height="16" rx="4.5" />
      <circle {...stroke} cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="1.1" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle {...stroke} cx="12" cy="12" r="8.5" />
      <path {...stroke} d="M10.2 19.5 11.6 8h2.1a2.9 2.9 0 0 1 0 5.8h-2.6" />
    </>
  ),
  youtube: (
    <>
      <rect {...stroke} x="3" y="6" width="18" height="12" rx="4" />
      <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </>
  ),
  tiktok: <path {...stroke} d="M13.5 4v10.8a3.3 3.3 0 1 1-3.3-3.3M13.5 4.2c.6 2.3 2.2 3.6 4.6 3.8" />,
  linkedin: (
    <>
      <rect {...stroke} x="3.5" y="3.5" width="17" height="17" rx="3.5" />
      <path {...stroke} d="M8.2 10.8v5.5M12 16.3v-5.5m0 2.6a2.4 2.4 0 0 1 4.4-1.3c.3.5.3 1 .3 1.6v2.6" />
      <circle cx="8.2" cy="7.9" r="1.1" fill="currentColor" />
    </>
  ),
};
