import { WHEN_FIRST_PAINTED } from "../../core/after-first-paint";

/**
 * The mark set on the page's timeline when the whole stylesheet starts to apply; its detail names
 * the class that called for it (decision 060).
 */
export const STYLESHEET_APPLIED_MARK = "amora:stylesheet-applied";

/** The `media` of the whole stylesheet while the inlined rules are enough (matches no device). */
export const STYLESHEET_WAITING_MEDIA = "not all";

/**
 * Browser code, as text for a nonced inline script at the end of the body (decisions 057, 060).
 *
 * The server inlined every rule of the site's stylesheet whose selectors name only classes the
 * page's HTML uses (server/http/critical-css.ts): for the page as it came, the whole stylesheet
 * changes nothing, yet applying it restyles every element (50-80 ms on a phone for a page of
 * 1,000 elements). So the whole stylesheet is downloaded after the first frame and the main
 * picture (WHEN_FIRST_PAINTED) with a media that matches nothing, and applies only when the page
 * shows a class the server did not see: a dialog's form, another page after a client-side
 * navigation, a state a script adds. A MutationObserver watches the document for such a class (in
 * added elements and in changed `class` attributes) from the moment this script runs; the classes
 * seen are those in the document then, which the inlined rules were chosen for. The stylesheet is
 * applied within the mutation's microtask, before the browser paints what changed.
 *
 * Plain ES5: it runs before any of the page's modules.
 */
export function lateStylesheetsScript(hrefs: readonly string[]): string {
  // JSON of asset paths, with `<` escaped so no text can close the script element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return (
    `(function(h){var d=document,seen={},links=[],applied=null;` +
    // The classes of the document as the server sent it.
    `var all=d.querySelectorAll("[class]");for(var i=0;i<all.length;i++)for(var c=all[i].classList,j=0;j<c.length;j++)seen[c[j]]=1;` +
    `function unseen(e){var c=e.classList;if(c)for(var j=0;j<c.length;j++)if(!seen[c[j]])return c[j];return null}` +
    `function unseenWithin(e){var k=unseen(e);if(k||!e.querySelectorAll)return k;for(var q=e.querySelectorAll("[class]"),i=0;i<q.length;i++)if((k=unseen(q[i])))return k;return null}` +
    `function apply(k){if(applied)return;applied=k;watch.disconnect();for(var i=0;i<links.length;i++)links[i].media="all";` +
    `try{performance.mark(${JSON.stringify(STYLESHEET_APPLIED_MARK)},{detail:{className:k}})}catch(e){}}` +
    `var watch=new MutationObserver(function(records){for(var r=0;r<records.length;r++){var x=records[r],k=null;` +
    `if(x.type==="attributes")k=unseen(x.target);else for(var n=0;n<x.addedNodes.length&&!k;n++)if(x.addedNodes[n].nodeType===1)k=unseenWithin(x.addedNodes[n]);` +
    `if(k){apply(k);return}}});` +
    `watch.observe(d.documentElement,{subtree:true,childList:true,attributes:true,attributeFilter:["class"]});` +
    `(${WHEN_FIRST_PAINTED})(function(){h.forEach(function(u){for(var i=0,l=d.querySelectorAll("link[rel=stylesheet]");i<l.length;i++)if(l[i].getAttribute("href")===u)return;` +
    `var e=d.createElement("link");e.rel="stylesheet";e.href=u;e.media=applied?"all":${JSON.stringify(STYLESHEET_WAITING_MEDIA)};links.push(e);d.head.appendChild(e)})})` +
    `})(${list})`
  );
}
