import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsInPage } from "./support/axe";
import { absolute, baseUrl, openPagePerTest, waitForHydration } from "./support/browser";
import { codeSentTo, uniqueEmail } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  page = session.page;
});

let axeSource: string;
beforeAll(async () => {
  axeSource = await loadAxeSource();
});



function visible(locator: Locator): Locator {
  return locator.filter({ visible: true }).first();
}

async function openHome(): Promise<void> {
  await page.goto(absolute("/"));
  await waitForHydration(page);
}

/** Clicks JOIN NOW or LOG-IN in the header and returns the modal. */
async function openModal(opener: "JOIN NOW" | "LOG-IN"): Promise<Locator> {
  const button = visible(page.getByRole("button", { name: opener, exact: true }));
  await button.click();
  const dialog = page.getByRole("dialog", { name: opener === "JOIN NOW" ? "Join now" : "Log in" });
  await dialog.waitFor({ timeout: 10_000 });
  // The forms load with the modal's first opening.
  await dialog.getByLabel("Email", { exact: true }).waitFor({ timeout: 10_000 });
  return dialog;
}

function toast(text: string): Locator {
  return page.getByRole("status").getByText(text, { exact: true });
}

/** The member menu in the header bar (the avatar button with the member's name). */
function memberMenu(): Locator {
  return visible(page.locator(".site-header__account").getByRole("button", { name: /account menu/ }));
}


/** Signs `email` up with a code through the API, outside the browser (no cookie kept). */
async function signUpByApi(email: string): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(new URL(`/api/v1${path}`, baseUrl()), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  const since = Date.now();
  expect((await post("/send-otp", { email })).status).toBe(200);
  const otp = await codeSentTo(email, since);
  expect((await post("/verify-otp", { email, otp, device_name: "web" })).status).toBe(200);
}

describe("sign-in modal", () => {
  it("signs up with an e-mailed code, and the member is in the first HTML after a reload", async () => {
    const email = uniqueEmail("quick");
    await openHome();
    const dialog = await openModal("JOIN NOW");
    const emailField = dialog.getByLabel("Email", { exact: true });
    await expect.poll(() => emailField.evaluate((node) => node === document.activeElement)).toBe(true);
    await emailField.fill(email);
    const since = Date.now();
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    await toast("OTP sent to your email.").waitFor({ timeout: 10_000 });

    const codeField = dialog.getByLabel("6-digit code");
    await codeField.waitFor();
    expect(await codeField.getAttribute("maxlength")).toBe("6");
    // Focus follows the step: the caret waits in the code field.
    await expect.poll(() => codeField.evaluate((node) => node === document.activeElement)).toBe(true);
    // 'Resend code' sleeps through the 60-second timer and says how long is left.
    const resend = dialog.getByRole("button", { name: "Resend code" });
    expect(await resend.isDisabled()).toBe(true);
    expect(await dialog.locator(".account-resend").innerText()).toMatch(/Resend code\s+in\s+(1:00|0:5\d)/);

    // An empty code, then a wrong one.
    await dialog.getByRole("button", { name: "Verify", exact: true }).click();
    await dialog.getByText("Please Enter Your OTP", { exact: true }).waitFor();
    const code = await codeSentTo(email, since);
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Verify", exact: true }).click();
    await toast("Invalid OTP").waitFor({ timeout: 10_000 });
    const describedBy = await codeField.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe("Invalid OTP");
    expect(await codeField.getAttribute("aria-invalid")).toBe("true");

    await codeField.fill(code);
    await dialog.getByRole("button", { name: "Verify", exact: true }).click();
    await toast("OTP Verified Successfully!").waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: "hidden", timeout: 10_000 });
    // A new member has no name yet: the menu shows the e-mail, cut to 15 characters.
    await memberMenu().waitFor({ timeout: 10_000 });
    expect(await memberMenu().innerText()).toContain(email.slice(0, 15));
    // JOIN NOW, which had focus, is gone: focus moves to the member menu, not to <body>.
    await expect.poll(() => memberMenu().evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "JOIN NOW", exact: true }).count()).toBe(0);

    // The server knows the member on the first HTML: no flash of JOIN NOW.
    const html = await (await page.request.get(absolute("/"))).text();
    expect(html).toContain("account__toggle");
    expect(html).toContain(email.slice(0, 15));
    expect(html).not.toContain(">JOIN NOW<");
    await page.reload();
    await memberMenu().waitFor({ timeout: 10_000 });
  });

  it("signs up the classic way, logs out, then logs in with the password", async () => {
    const email = uniqueEmail("classic");
    const password = "a-long-secret-42";
    await openHome();
    let dialog = await openModal("JOIN NOW");
    await dialog.getByRole("button", { name: "Sign up with a password" }).click();

    // The form's own messages, before anything is sent.
    await dialog.getByRole("button", { name: "Generate OTP" }).click();
    await dialog.getByText("Please Enter Your Email", { exact: true }).waitFor();
    await dialog.getByLabel("Email", { exact: true }).fill("ana@nowhere");
    await dialog.getByRole("button", { name: "Generate OTP" }).click();
    await dialog.getByText("Enter a Valid Email", { exact: true }).waitFor();

    await dialog.getByLabel("Email", { exact: true }).fill(email);
    const since = Date.now();
    await dialog.getByRole("button", { name: "Generate OTP" }).click();
    await toast("OTP sent to your email.").waitFor({ timeout: 10_000 });
    await dialog.getByLabel("6-digit code").fill(await codeSentTo(email, since));
    await dialog.getByRole("button", { name: "Verify", exact: true }).click();
    await toast("OTP Verified Successfully!").waitFor({ timeout: 10_000 });

    await dialog.getByLabel("Your name").fill("Ana Classic");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByText("Please input your Password!", { exact: true }).waitFor();
    await dialog.getByLabel("Password", { exact: true }).fill("short");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByText("The password must be between 8 and 64 characters.", { exact: true }).waitFor();
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.waitFor({ state: "hidden", timeout: 10_000 });
    await expect.poll(() => memberMenu().innerText(), { timeout: 10_000 }).toContain("Ana Classic");

    // Log out, after the confirmation.
    await memberMenu().click();
    await visible(page.getByRole("button", { name: "Log out" })).click();
    const confirm = page.getByRole("dialog", { name: "Log out" });
    await confirm.getByText("Are you sure you want to  logout?", { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Logout", exact: true }).click();
    const joinNow = visible(page.getByRole("button", { name: "JOIN NOW", exact: true }));
    await joinNow.waitFor({ timeout: 10_000 });
    await visible(page.getByRole("button", { name: "LOG-IN", exact: true })).waitFor();
    await expect.poll(() => joinNow.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await (await page.request.get(absolute("/"))).text()).toContain(">JOIN NOW<");

    // LOG-IN: a wrong password gets the server's words, the right one signs in.
    dialog = await openModal("LOG-IN");
    // Opened again (its code already loaded), the modal still puts the caret in the first field.
    await expect
      .poll(() => dialog.getByLabel("Email", { exact: true }).evaluate((node) => node === document.activeElement))
      .toBe(true);
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.getByRole("alert").getByText("These credentials do not match our records.", { exact: true }).waitFor({
      timeout: 10_000,
    });
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.waitFor({ state: "hidden", timeout: 10_000 });
    await expect.poll(() => memberMenu().innerText(), { timeout: 10_000 }).toContain("Ana Classic");
  });

  it("resets a forgotten password with an e-mailed code and signs in", async () => {
    const email = uniqueEmail("forgot");
    await signUpByApi(email);
    await openHome();
    const dialog = await openModal("LOG-IN");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    // The e-mail typed on the log-in form carries over.
    expect(await dialog.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    const since = Date.now();
    await dialog.getByRole("button", { name: "Send reset code" }).click();
    await toast("OTP sent to your registered email.").waitFor({ timeout: 10_000 });

    const sendAgain = dialog.getByRole("button", { name: "Send again" });
    await sendAgain.waitFor();
    expect(await sendAgain.isDisabled()).toBe(true);
    expect(await dialog.locator(".account-resend").innerText()).toMatch(/Send again\s+in\s+0:5\d/);

    await dialog.getByLabel("6-digit code").fill(await codeSentTo(email, since));
    await dialog.getByLabel("New password").fill("brand-new-secret-7");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await dialog.waitFor({ state: "hidden", timeout: 10_000 });
    await memberMenu().waitFor({ timeout: 10_000 });

    // The new password works on the API too.
    const login = await fetch(new URL("/api/v1/login", baseUrl()), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "brand-new-secret-7", device_name: "web" }),
    });
    expect(login.status).toBe(200);
  });

  it("keeps 'Send code' disabled while the e-mail is blank and refuses a bad address", async () => {
    await openHome();
    const dialog = await openModal("JOIN NOW");
    const send = dialog.getByRole("button", { name: "Send code", exact: true });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel("Email", { exact: true }).fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel("Email", { exact: true }).fill("not-an-email");
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await dialog.getByText("Invalid email address", { exact: true }).waitFor();
    const field = dialog.getByLabel("Email", { exact: true });
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const described = await Promise.all(
      describedBy.split(" ").map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(described).toContain("Invalid email address");
  });

  it("goes on to the code step when a code was sent a moment ago, with the wait counted down", async () => {
    const email = uniqueEmail("again");
    await openHome();
    let dialog = await openModal("JOIN NOW");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    await dialog.getByLabel("6-digit code").waitFor({ timeout: 10_000 });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Opened again: the server refuses a second code within the minute, the first still works.
    dialog = await openModal("JOIN NOW");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    await dialog.getByText("Please wait a minute before requesting a new code.", { exact: true }).waitFor({
      timeout: 10_000,
    });
    expect(await dialog.getByRole("button", { name: "Resend code" }).isDisabled()).toBe(true);
    expect(await dialog.locator(".account-resend").innerText()).toMatch(/in\s+(1:00|0:[0-5]\d)/);
  });

  it("has no axe violations on the open modal, in both versions and at the code step", async () => {
    await openHome();
    let dialog = await openModal("JOIN NOW");
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
    await dialog.getByRole("button", { name: "Sign up with a password" }).click();
    await dialog.getByRole("button", { name: "Generate OTP" }).click();
    await dialog.getByText("Please Enter Your Email", { exact: true }).waitFor();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");

    await dialog.getByRole("button", { name: "Sign up with a code instead" }).click();
    await dialog.getByLabel("Email", { exact: true }).fill(uniqueEmail("axe"));
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    await dialog.getByLabel("6-digit code").waitFor({ timeout: 10_000 });
    await toast("OTP sent to your email.").waitFor({ timeout: 10_000 });
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");

    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    dialog = await openModal("LOG-IN");
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.getByText("Please input your Password!", { exact: true }).waitFor();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    expect(describeViolations(await violationsInPage(page, axeSource))).toBe("");
  });

  it("says 'No internet' when the server cannot be reached", async () => {
    await openHome();
    const dialog = await openModal("JOIN NOW");
    await page.route("**/api/v1/send-otp", (route) => route.abort("internetdisconnected"));
    await dialog.getByLabel("Email", { exact: true }).fill(uniqueEmail("offline"));
    await dialog.getByRole("button", { name: "Send code", exact: true }).click();
    const offline = page.getByRole("dialog", { name: "No internet" });
    await offline.getByText("No internet connection. Can't reach the server.", { exact: true }).waitFor({
      timeout: 10_000,
    });
    await offline.getByRole("button", { name: "OK", exact: true }).click();
    await offline.waitFor({ state: "hidden" });
    // Still on the e-mail step, ready to try again.
    await dialog.getByRole("button", { name: "Send code", exact: true }).waitFor();
  });

  it("says 'Login Successfully in Google' once after a social sign-in and cleans the address", async () => {
    await page.goto(absolute("/hotel?signed_in=google"));
    await waitForHydration(page);
    await toast("Login Successfully in Google").waitFor({ timeout: 10_000 });
    await page.waitForURL(absolute("/hotel"), { timeout: 10_000 });
    // Gone after its four seconds, and a reload does not bring it back.
    await toast("Login Successfully in Google").waitFor({ state: "detached", timeout: 10_000 });
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await toast("Login Successfully in Google").count()).toBe(0);
  });
});
