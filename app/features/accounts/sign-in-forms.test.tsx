import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SignInProvider } from "../../components/sign-in-context";
import { ToastProvider } from "../../components/toast";
import SignInForms from "./sign-in-forms";

/** The modal's first step as the browser first draws it, on a page at `path`. */
function render(socialProviders: string[], path = "/hotel?page=2"): string {
  const Stub = createRoutesStub([
    {
      path: "/hotel",
      Component: () => (
        <ToastProvider>
          <SignInProvider>
            <SignInForms socialProviders={socialProviders} />
          </SignInProvider>
        </ToastProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("sign-in modal forms", () => {
  it("opens on the quick version: a labelled e-mail field and a disabled 'Send code'", () => {
    const markup = render([]);
    const id = /<label for="([^"]+)" class="account-field__label">Email<\/label>/.exec(markup)?.[1];
    expect(id).toBeTruthy();
    expect(markup).toMatch(new RegExp(`<input id="${id}" type="email"`));
    // The hint is read with the field.
    expect(markup).toContain(`aria-describedby="${id}-hint"`);
    expect(markup).toMatch(/<button class="[^"]*" type="submit" disabled="">Send code<\/button>/);
    expect(markup).toContain(">Sign up with a password</button>");
  });

  it("offers no social sign-in until a provider is configured", () => {
    expect(render([])).not.toContain("Continue with");
  });

  it("links each configured provider to the server's redirect, coming back to this page", () => {
    const markup = render(["facebook", "google"]);
    expect(markup).toContain('href="/api/v1/login/google/redirect?return_to=%2Fhotel%3Fpage%3D2"');
    expect(markup).toContain('href="/api/v1/login/facebook/redirect?return_to=%2Fhotel%3Fpage%3D2"');
    expect(markup.indexOf("Continue with Google")).toBeLessThan(markup.indexOf("Continue with Facebook"));
    expect(markup).not.toContain("Continue with Apple");
  });
});
