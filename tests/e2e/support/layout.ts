import type { Page } from "playwright-core";

/** WCAG 2.2's minimum target size (2.5.8), in CSS pixels. */
export const MIN_TAP_TARGET = 24;

/**
 * What is wrong with the page's layout as drawn now, one sentence each: sideways scroll, an
 * element sticking out of the screen, text cut off by a box that hides its overflow, and links
 * or buttons smaller than MIN_TAP_TARGET. Scroll rows (overflow auto) are meant to overflow and
 * are not counted; links inside a sentence are exempt from the target size, as in WCAG.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTarget) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways by ${root.scrollWidth - width}px`);
    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join(".");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}"`;
    };
    const isHidden = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility === "hidden" ||
        Number(style.opacity) === 0 ||
        element.closest('.visually-hidden, [hidden], [inert], [aria-hidden="true"], dialog:not([open])') !== null
      );
    };
    // An ancestor that clips or scrolls sideways keeps its content from widening the page.
    const isInsideClippingBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || isHidden(element)) continue;
      const style = getComputedStyle(element);
      if ((box.right > width + 1 || box.left < -1) && style.position !== "fixed" && !isInsideClippingBox(element)) {
        problems.push(`${name(element)} sticks out of the screen (${Math.round(box.left)} to ${Math.round(box.right)} of ${width})`);
      }
      const hidesOverflow = style.overflowX === "hidden" || style.overflowX === "clip";
      const isEllipsis = style.textOverflow === "ellipsis";
      if (hidesOverflow && !isEllipsis && element.scrollWidth > element.clientWidth + 1 && (element as HTMLElement).innerText.trim() !== "") {
        problems.push(`${name(element)} cuts off its content (${element.scrollWidth}px in ${element.clientWidth}px)`);
      }
    }
    const targets = document.body.querySelectorAll('a[href], button, [role="button"], input[type="submit"], input[type="button"], summary, select');
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || isHidden(target)) continue;
      // WCAG's inline exception: a link in a line of text is as tall as the text.
      if (getComputedStyle(target).display === "inline") continue;
      if (box.width < minTarget || box.height < minTarget) {
        problems.push(`${name(target)} is a ${Math.round(box.width)}x${Math.round(box.height)} tap target`);
      }
    }
    return problems;
  }, MIN_TAP_TARGET);
}
