import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type AppLoadContext, type EntryContext, MemoryRouter, ServerRouter } from "react-router";
import type { MenuUser } from "../core/member-rules";
import { SharedPageMarksContext } from "./components/shared-page-marks";
import { SignInProvider } from "./components/sign-in-context";
import { isSharedWithMembers } from "./shared-pages";
import { HeaderAccountArea } from "./shell/site-header";

export { ACCOUNT_AREA_STYLES } from "./shell/account-area-styles.server";
/** What of a page's path the account area depends on: the server keeps rendered areas by it. */
export { accountMenuVariant } from "./components/account-menu";

/** Give up on a stalled render after this long and send what is ready. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, sharedPage } = loadContext;
  if (sharedPage) {
    sharedPage.isShareable = isSharedWithMembers(routerContext.staticHandlerContext.matches.map((match) => match.route.id));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds wait for the whole document; people get the shell early.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <SharedPageMarksContext value={sharedPage?.marks ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SharedPageMarksContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The header's account area on its own, for a page rendered once for everyone (core/shared-page.ts):
 * the same HTML the whole page's render gives it at `pathname` for this member or visitor.
 */
export function renderAccountArea({ pathname, user }: { pathname: string; user: MenuUser | null }): string {
  return renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <SignInProvider>
        <HeaderAccountArea user={user} />
      </SignInProvider>
    </MemoryRouter>,
  );
}
