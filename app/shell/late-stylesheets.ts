import { WHEN_FIRST_PAINTED } from "../../core/after-first-paint";

/**
 * The mark set on the page's timeline when the whole stylesheet starts to apply; its detail names
 * the class that called for it (decision 060).
 */
export const STYLESHEET_APPLIED_MARK = "amora:stylesheet-applied";

/** The `media` of the whole stylesheet while the inlined rules are enough (matches no device). */
export const STYLESHEET_WAITING_MEDIA = "not all";

/** The attribute naming, on each element of the whole stylesheet, the stylesheet it came from. */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * About how many characters of the whole stylesheet are parsed per task: parsing it at once was
 * one task of 8-27 ms on a phone-sized machine under Lighthouse's trace (×4 in its simulation,
 * 50-200 ms of blocking time); in parts of this size each is a millisecond or two.
 */
export const STYLESHEET_PART_CHARACTERS = 12_000;

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
 * The stylesheet is fetched as text and parsed in parts, one `<style>` element per task, each
 * ending where a top-level rule ends (outside strings and comments), in the stylesheet's order:
 * the cascade is the same as one sheet's. Applied while parts are still to come, it adds them all
 * at once (no moment with some parts applied and not others). Without `fetch`, or when it fails, a
 * `<link>` loads it whole. Each element carries STYLESHEET_ATTRIBUTE with the stylesheet's address.
 *
 * Plain ES5: it runs before any of the page's modules.
 */
export function lateStylesheetsScript(hrefs: readonly string[]): string {
  // JSON of asset paths, with `<` escaped so no text can close the script element.
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  const waiting = JSON.stringify(STYLESHEET_WAITING_MEDIA);
  const attribute = JSON.stringify(STYLESHEET_ATTRIBUTE);
  return (
    `(function(h){var d=document,seen={},sheets=[],applied=null,rest=null;` +
    // The classes of the document as the server sent it.
    `var all=d.querySelectorAll("[class]");for(var i=0;i<all.length;i++)for(var c=all[i].classList,j=0;j<c.length;j++)seen[c[j]]=1;` +
    `function unseen(e){var c=e.classList;if(c)for(var j=0;j<c.length;j++)if(!seen[c[j]])return c[j];return null}` +
    `function unseenWithin(e){var k=unseen(e);if(k||!e.querySelectorAll)return k;for(var q=e.querySelectorAll("[class]"),i=0;i<q.length;i++)if((k=unseen(q[i])))return k;return null}` +
    `function apply(k){if(applied)return;applied=k;watch.disconnect();for(var i=0;i<sheets.length;i++)sheets[i].media="all";if(rest)rest();` +
    `try{performance.mark(${JSON.stringify(STYLESHEET_APPLIED_MARK)},{detail:{className:k}})}catch(e){}}` +
    `var watch=new MutationObserver(function(records){for(var r=0;r<records.length;r++){var x=records[r],k=null;` +
    `if(x.type==="attributes")k=unseen(x.target);else for(var n=0;n<x.addedNodes.length&&!k;n++)if(x.addedNodes[n].nodeType===1)k=unseenWithin(x.addedNodes[n]);` +
    `if(k){apply(k);return}}});` +
    `watch.observe(d.documentElement,{subtree:true,childList:true,attributes:true,attributeFilter:["class"]});` +
    `function add(e,u){e.setAttribute(${attribute},u);e.media=applied?"all":${waiting};sheets.push(e);d.head.appendChild(e)}` +
    `function link(u,then){var e=d.createElement("link");e.rel="stylesheet";e.href=u;add(e,u);then()}` +
    // The index just past the first top-level rule ending at or after `from + size`.
    `function cut(css,at,size){var depth=0,q=null,n=css.length;for(var i=at;i<n;i++){var ch=css.charAt(i);` +
    `if(q){if(ch==="\\\\")i++;else if(ch===q)q=null}else if(ch==="/"&&css.charAt(i+1)==="*"){var e=css.indexOf("*/",i+2);i=e<0?n:e+1}` +
    `else if(ch==='"'||ch==="'")q=ch;else if(ch==="{")depth++;else if(ch==="}"){depth--;if(depth<=0&&i+1>=at+size)return i+1}}return n}` +
    // Once applied, the parts not yet parsed are added at once: never a cascade of some parts only.
    `function parts(u,css,then){var at=0;function one(){var end=cut(css,at,${STYLESHEET_PART_CHARACTERS});var e=d.createElement("style");e.textContent=css.slice(at,end);add(e,u);at=end}` +
    `rest=function(){while(at<css.length)one()};` +
    `(function next(){if(applied)rest();else if(at<css.length)one();if(at<css.length)setTimeout(next,0);else{rest=null;then()}})()}` +
    `function load(u,then){for(var i=0,l=d.querySelectorAll("link[rel=stylesheet]");i<l.length;i++)if(l[i].getAttribute("href")===u)return then();` +
    `if(!window.fetch)return link(u,then);` +
    `fetch(u).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.text()}).then(function(css){parts(u,css,then)},function(){link(u,then)})}` +
    // One stylesheet after another, so their parts keep the stylesheets' order.
    `(${WHEN_FIRST_PAINTED})(function(){var i=0;(function next(){if(i<h.length)load(h[i++],next)})()})` +
    `})(${list})`
  );
}
