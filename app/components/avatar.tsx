import { useState } from "react";
import { initialsOf } from "../../core/member-rules";
import "./avatar.css";

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
};

/**
 * A round profile picture; initials when there is none or it fails to load. Decorative: the
 * person's name is always written next to it.
 */
export function Avatar({ name, src, size = "md", className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `avatar avatar--${size}${className ? ` ${className}` : ""}`;
  if (src && failedSrc !== src) {
    return (
      <img
        className={classes}
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className={`${classes} avatar--initials`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
