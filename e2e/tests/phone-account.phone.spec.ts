import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_ADMIN, PASSWORD, newEmail } from "../support/accounts.ts";
import { skipLocationPopup } from "../support/storefront.ts";

// Issue 31's last gap: an account made by phone sign-in adds an email (confirmed by its link) and
// a password (proved by a code sent to its number) on My Account, on a phone.

test.use({ viewport: { width: 375, height: 812 } });

/** Where the journey leaves its screenshots, when asked to (SCREENSHOT_DIR). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The latest sign-in code the outbox rendered for the number, as staff see it without SMS set up. */
async function latestCode(request: APIRequestContext, adminToken: string, phone: string, not?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await request.get("/api/admin/outbox", { headers: { Authorization: `Bearer ${adminToken}` } });
      const { data } = (await response.json()) as { data: { kind: string; recipient: string; variables: { code?: string } | null }[] };
      code = data.find((m) => m.kind === "sign-in-code" && m.recipient === phone && m.variables?.code)?.variables?.code ?? "";
      return code !== "" && code !== not;
    })
    .toBe(true);
  return code;
}

test("a phone account adds an email and sets a password on My Account at 375 px", async ({ page, request }) => {
  const phone = `98${String(Date.now()).slice(-8)}`;
  const admin = (await (await request.post("/api/users/login", { data: DEMO_ADMIN })).json()) as { token: string };
  expect((await request.post("/api/users/otp/request", { data: { phone } })).ok()).toBe(true);
  const first = await latestCode(request, admin.token, phone);
  const verified = await request.post("/api/users/otp/verify", { data: { phone, code: first } });
  expect(verified.ok()).toBe(true);
  const session = (await verified.json()) as { token: string; user: { _id: string } };
  await request.put(`/api/users/${session.user._id}`, {
    data: { username: "Kavita" },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  await skipLocationPopup(page);
  await page.addInitScript((value) => window.localStorage.setItem("user", JSON.stringify(value)), session);

  await page.goto("/myaccount");
  const emailForm = page.getByRole("form", { name: "Add an email" });
  const passwordForm = page.getByRole("form", { name: "Set a password" });
  await expect(emailForm).toBeVisible();
  await expect(passwordForm).toBeVisible();
  // The profile offers no password field a phone account could not use.
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("New password")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-account-375.png`, fullPage: true });

  const email = newEmail("phone");
  await emailForm.getByRole("textbox", { name: "Email" }).fill(email);
  await emailForm.getByRole("button", { name: "Add email" }).click();
  await expect(page.getByText(`${email} is not confirmed yet`)).toBeVisible();
  await expect(emailForm).toHaveCount(0);

  await passwordForm.getByRole("button", { name: `Send a code to ${phone}` }).click();
  await expect(passwordForm.getByRole("status")).toHaveText(`We sent a code to ${phone}. It works for 5 minutes.`);
  const code = await latestCode(request, admin.token, phone, first);
  await passwordForm.getByRole("textbox", { name: "Code" }).fill(code);
  await passwordForm.getByLabel("New password").fill(PASSWORD);
  // Nothing on the form hides under the phone's width.
  const box = await passwordForm.getByRole("button", { name: "Set password" }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await passwordForm.getByRole("button", { name: "Set password" }).click();
  await expect(passwordForm).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("New password")).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/phone-account-done-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/phone-account-done-1280.png`, fullPage: true });
  }
});

test("a phone-only account deletes itself with a code sent to its number at 375 px", async ({ page, request }) => {
  const phone = `97${String(Date.now()).slice(-8)}`;
  const masked = `${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}`;
  const admin = (await (await request.post("/api/users/login", { data: DEMO_ADMIN })).json()) as { token: string };
  expect((await request.post("/api/users/otp/request", { data: { phone } })).ok()).toBe(true);
  const first = await latestCode(request, admin.token, phone);
  const verified = await request.post("/api/users/otp/verify", { data: { phone, code: first } });
  expect(verified.ok()).toBe(true);
  const session = (await verified.json()) as { token: string; user: { _id: string } };
  await skipLocationPopup(page);
  await page.addInitScript((value) => window.localStorage.setItem("user", JSON.stringify(value)), session);

  await page.goto("/myaccount");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByText("We send a code to your phone to confirm.")).toBeVisible();
  await dialog.getByRole("button", { name: `Send a code to ${masked}` }).click();
  await expect(dialog.getByRole("status")).toHaveText(`We sent a code to ${masked}. It works for 5 minutes.`);
  const code = await latestCode(request, admin.token, phone, first);
  await dialog.getByRole("textbox", { name: "Code" }).fill(code);
  const button = dialog.getByRole("button", { name: "Delete for good" });
  const box = await button.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-delete-375.png` });
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  const after = await request.get(`/api/users/${session.user._id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(after.status()).toBe(401);
});
