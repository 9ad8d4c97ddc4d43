import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";

const NEW_PASSWORD = "Surmai#Steak42";
/** Where the journey leaves its screenshots, when asked to (SCREENSHOT_DIR). */
const SHOTS = process.env.SCREENSHOT_DIR;

test("a customer resets a forgotten password from the sign-in panel through the emailed link, then signs in with it", async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await signUpCustomer(page, "Kavita Rane");
  const widths = [1280, 375] as const;

  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).first().click();
  const panel = page.getByRole("dialog", { name: "Sign In" });
  await panel.getByRole("button", { name: "Forgot password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Forgot password" });
  await forgot.getByLabel("Email").fill(customer.email);
  if (SHOTS) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/forgot-password-${width}.png` });
    }
  }
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toHaveText(/If an account uses this email, we have sent it a link/);

  // Staff read the outbox, where the shop keeps its messages when no SMTP server is set up.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signInAsAdmin(staffPage);
  await staffPage.goto("/admin");
  await staffPage.getByRole("link", { name: "Outbox" }).first().click();
  const message = staffPage
    .getByRole("listitem")
    .filter({ hasText: `To ${customer.email}` })
    .filter({ hasText: "Reset your Taaza password" });
  await expect(message).toBeVisible();
  await expect(message.getByText("Not sent (no SMTP server set up)")).toBeVisible();
  if (SHOTS) {
    for (const width of widths) {
      await staffPage.setViewportSize({ width, height: 800 });
      await staffPage.screenshot({ path: `${SHOTS}/admin-outbox-${width}.png`, fullPage: true });
    }
  }
  await message.getByRole("link", { name: "Reset your Taaza password" }).click();
  await expect(staffPage.getByRole("heading", { name: "Reset your Taaza password" })).toBeVisible();
  await expect(
    staffPage.frameLocator("iframe[title='Message as HTML']").getByRole("link", { name: "Choose a new password" }),
  ).toBeVisible();
  if (SHOTS) {
    for (const width of widths) {
      await staffPage.setViewportSize({ width, height: 900 });
      await staffPage.screenshot({ path: `${SHOTS}/admin-outbox-message-${width}.png`, fullPage: true });
    }
  }
  await staffPage.getByRole("button", { name: "Plain text" }).click();
  const text = (await staffPage.locator("pre").textContent()) ?? "";
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await staff.close();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The token leaves the address bar once read.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  if (SHOTS) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/reset-password-${width}.png` });
    }
  }
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  const signIn = page.getByRole("dialog", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(customer.email);
  await signIn.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Logged in successfully")).toBeVisible();

  // The link worked once.
  const again = await page.request.post("/api/users/password-reset", {
    data: { token: link!.split("#token=")[1], password: "Another#Pass99" },
  });
  expect(again.status()).toBe(410);
});

test("a new customer confirms their email from the emailed link; My Account shows it", async ({ page }) => {
  const customer = await signUpCustomer(page, "Sunil Gawde");
  await page.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  await page.goto("/myaccount");
  await expect(page.getByText(`${customer.email} is not confirmed yet.`)).toBeVisible();
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We have sent you a new link" })).toBeVisible();
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/my-account-unverified-${width}.png` });
    }
  }

  // The test reads the link from the outbox, as staff would at /admin/outbox.
  const admin = await page.request.post("/api/users/login", { data: { email: "admin@taaza.local", password: "Admin@12345" } });
  const staff = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  let link: string | undefined;
  await expect(async () => {
    const list = (await (await page.request.get("/api/admin/outbox", { headers: staff })).json()) as {
      data: { _id: string; recipient: string; kind: string; subject: string | null }[];
    };
    const message = list.data.find((m) => m.recipient === customer.email && m.kind === "verify-email" && m.subject !== null);
    expect(message).toBeTruthy();
    const detail = (await (await page.request.get(`/api/admin/outbox/${message!._id}`, { headers: staff })).json()) as { text: string };
    link = /https?:\/\/\S+\/myaccount#token=[A-Za-z0-9_-]{43}/.exec(detail.text)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });

  // Opened from the mail app: a fresh load of the page, not a jump within My Account.
  await page.goto("/");
  await page.goto(link!);
  await expect(page.getByRole("status").filter({ hasText: "Thank you, your email is confirmed." })).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await expect(page.getByText(`${customer.email} is confirmed.`)).toBeVisible();
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/my-account-verified-${width}.png` });
    }
  }
});
