import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import "./button.css";

/** docs/product.md §3 "Button sizes" and hierarchies. */
export type ButtonSize = "sm" | "md" | "lg" | "xl" | "two-xl";
export type ButtonHierarchy =
  "primary" | "secondary-color" | "secondary-gray" | "tertiary-color" | "tertiary-gray" | "link-color" | "link-gray";

/** docs/product.md §3: what a small button says when given no label. */
export const DEFAULT_SMALL_LABEL = "GET INSPIRED. GET OFFERS. GO.";

type OwnProps = {
  size?: ButtonSize;
  hierarchy?: ButtonHierarchy;
  children?: ReactNode;
  className?: string;
  /** Stretch to the width of the container (forms, mobile panels). */
  isFullWidth?: boolean;
};

type AsRouterLink = OwnProps &
  Omit<LinkProps, "to" | "className" | "children"> & {
    to: string;
    href?: never;
    /** A link cannot be disabled natively; this renders it inert with aria-disabled. */
    disabled?: boolean;
  };

type AsAnchor = OwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className" | "children"> & {
    href: string;
    to?: never;
    disabled?: boolean;
  };

type AsButton = OwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> & {
    to?: never;
    href?: never;
  };

export type ButtonProps = AsRouterLink | AsAnchor | AsButton;

export function buttonClassName(size: ButtonSize = "md", hierarchy: ButtonHierarchy = "primary"): string {
  return `btn btn--${size} btn--${hierarchy}`;
}

/**
 * The one button of the design system: a router <Link> with `to`, an <a> with `href`, else a
 * <button> (whose type stays the HTML default, so inside a form it submits unless told otherwise).
 */
export function Button(props: ButtonProps) {
  const { size = "md", hierarchy = "primary", children, className, isFullWidth, ...rest } = props;
  const classes = [buttonClassName(size, hierarchy), isFullWidth ? "btn--full" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  const content = children ?? (size === "sm" ? DEFAULT_SMALL_LABEL : null);

  if ("to" in rest && rest.to !== undefined) {
    const { to, disabled, ...linkProps } = rest;
    if (disabled) return <DisabledLink className={classes}>{content}</DisabledLink>;
    return (
      <Link to={to} className={classes} {...linkProps}>
        {content}
      </Link>
    );
  }
  if ("href" in rest && rest.href !== undefined) {
    const { href, disabled, ...anchorProps } = rest as AsAnchor;
    if (disabled) return <DisabledLink className={classes}>{content}</DisabledLink>;
    return (
      <a href={href} className={classes} {...anchorProps}>
        {content}
      </a>
    );
  }
  const buttonProps = rest as Omit<AsButton, keyof OwnProps>;
  return (
    <button className={classes} {...buttonProps}>
      {content}
    </button>
  );
}

function DisabledLink({ className, children }: { className: string; children: ReactNode }) {
  // Without href an <a> is not focusable or clickable; role and aria-disabled keep it announced.
  return (
    <a role="link" aria-disabled="true" className={className}>
      {children}
    </a>
  );
}
