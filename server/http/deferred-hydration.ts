import { WHEN_FIRST_PAINTED } from "../../core/after-first-paint";

/**
 * A built page's scripts load after what the reader sees first (decision 058). React Router writes
 * a `<link rel="modulepreload">` for every module of the first page and one inline module script
 * that imports the page's route modules and hydrates it; on a phone's connection those forty
 * downloads share the line with the main picture and the stylesheet. Here the preload links are
 * taken out and the module script is replaced by a nonced classic script that adds both back, the
 * same links and the same module code, once the first frame has painted and the main picture is
 * decoded (core/after-first-paint.ts). The page's data (window.__reactRouterContext and its
 * stream) is written by classic scripts, which keep running as the page is read.
 *
 * Applied to built pages only (the server has a client build): in development Vite writes scripts
 * of its own.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"<>]+)"(?: nonce="[^"<>]*")?\/?>/g;
const MODULE_SCRIPT_START = /<script nonce="([^"<>]*)" type="module" async="">/;

/** JSON for a script's text: `<` escaped, so nothing in it can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * Starting a preload costs the browser a millisecond or two of its main thread: the page's 30 to
 * 45 are added a few per task, so they do not make one long task, then the module script.
 */
export const PRELOADS_PER_TASK = 2;

export function deferHydration(html: string): string {
  const start = MODULE_SCRIPT_START.exec(html);
  const end = start ? html.indexOf("</script>", start.index) : -1;
  if (!start || end === -1) return html;
  const nonce = start[1] ?? "";
  const code = html.slice(start.index + start[0].length, end);
  const element = html.slice(start.index, end + "</script>".length);
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const loader =
    `(function(n,p,c){(${WHEN_FIRST_PAINTED})(function(){var d=document;` +
    `var i=0;(function add(){for(var end=i+${PRELOADS_PER_TASK};i<end&&i<p.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=p[i];d.head.appendChild(l)}` +
    `if(i<p.length){setTimeout(add,0);return}` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=c;d.body.appendChild(s)})()})})` +
    `(document.currentScript.nonce,${scriptJson(preloads)},${scriptJson(code)})`;
  // A function as the replacement: the text is taken as written (no `$&` patterns).
  return withoutPreloads.replace(element, () => `<script nonce="${nonce}">${loader}</script>`);
}
