import { createContext, useContext } from "react";
import type { SharedPageMarks } from "../../core/shared-page";

/**
 * Set only while the server renders a page once for everyone (core/shared-page.ts): the parts
 * that differ per member render marks instead, and each response fills them. Null in the browser
 * and in every other render.
 */
export const SharedPageMarksContext = createContext<SharedPageMarks | null>(null);

export function useSharedPageMarks(): SharedPageMarks | null {
  return useContext(SharedPageMarksContext);
}
