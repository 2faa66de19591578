import { Link } from "react-router";
import { splitLinks } from "./document-types";

/** A line of copy with its `[label](href)` links; site paths use the router, others open as usual. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, index) => {
        if (!("href" in piece)) return piece.text;
        if (piece.href.startsWith("/") || piece.href.startsWith("#")) {
          return (
            <Link key={index} to={piece.href}>
              {piece.text}
            </Link>
          );
        }
        return (
          <a key={index} href={piece.href}>
            {piece.text}
          </a>
        );
      })}
    </>
  );
}
