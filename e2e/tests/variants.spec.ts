import { expect, test, type Page } from "@playwright/test";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";
import { signInAsAdmin, toast } from "../support/admin.ts";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

const SURMAI = "Surmai (King Fish) Steaks";

test("a customer chooses a cut and a pack and buys it; staff pack it short and the refund shows", async ({ page, request, browser }) => {
  await skipLocationPopup(page);
  const surmai = (await publicProducts(request)).find((p) => p.name === SURMAI)!;
  await page.goto("/");
  await signUpThroughPanel(page, { username: "Kiran Rao", email: newEmail("cuts") });
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();

  await page.goto(`/product/${surmai._id}`);
  const buyBox = page.locator(".product-buy");
  const preparation = buyBox.getByRole("group", { name: "Preparation" });
  const pack = buyBox.getByRole("group", { name: "Pack" });
  await expect(preparation.getByRole("radio", { name: "Steaks" })).toBeChecked();
  // The drawn page is live once its choices are.
  await expect(preparation.getByRole("radio", { name: "Whole cleaned" })).toBeEnabled();
  await expect(buyBox.getByText("₹1,398/kg")).toBeVisible();

  // Whole-cleaned comes in 1 kg only; back to steaks keeps the 1 kg pack.
  await preparation.getByRole("radio", { name: "Whole cleaned" }).check();
  await expect(pack.getByRole("radio")).toHaveCount(1);
  await expect(buyBox.getByText("₹1,249/kg")).toBeVisible();
  await preparation.getByRole("radio", { name: "Steaks" }).check();
  await expect(pack.getByRole("radio", { name: "1 kg · ₹1,349" })).toBeChecked();
  await expect(buyBox.getByText("₹1,349/kg")).toBeVisible();

  await buyBox.getByRole("button", { name: `Add ${SURMAI} to basket` }).click();
  await expect(buyBox.getByRole("group", { name: `${SURMAI} in basket` })).toContainText("1");
  // The other pack is another line: it still offers ADD.
  await pack.getByRole("radio", { name: "500 g · ₹699" }).check();
  await expect(buyBox.getByRole("button", { name: `Add ${SURMAI} to basket` })).toBeVisible();

  await page.goto("/checkout");
  await page.getByRole("button", { name: "Select Address" }).click();
  await page.getByRole("button", { name: "+ Add New Address" }).click();
  const form = page.getByRole("form", { name: "Add New Address" });
  await form.getByLabel("First name").fill("Kiran");
  await form.getByLabel("Last name").fill("Rao");
  await form.getByLabel("Address", { exact: true }).fill("3 Carter Road");
  await form.getByLabel("Landmark").fill("Near the promenade");
  await form.getByLabel("City").fill("Mumbai");
  await form.getByLabel("Pincode").fill("400050");
  await form.getByLabel("Phone number").fill("9820012345");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.locator(".summary-line").getByText(/Steaks · 1 kg · 1 × ₹1,349/)).toBeVisible();

  await page.getByRole("button", { name: "Choose delivery slot" }).click();
  const slots = page.getByRole("dialog", { name: "Choose a delivery slot" });
  await slots.getByRole("tab", { name: /Tomorrow/ }).click();
  await slots.getByRole("button", { name: "8AM-10AM" }).click();
  await expect(slots).toBeHidden();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("dialog", { name: "Test payment (no real money)" }).getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("link", { name: SURMAI, exact: true })).toBeVisible();
  await expect(items.getByText(/Steaks · 1 kg · 1 ×/)).toBeVisible();

  // At the scale, on a phone: the 1 kg of steaks weighs 900 g, beyond the 40 g tolerance.
  const billId = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const staffContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await staff.goto("/admin/packing?date=" + (await tomorrowOf(page)) + "&slot=8AM-10AM");
  const card = staff.getByRole("form", { name: new RegExp(billId.replace("#", "\\#")) });
  await expect(card).toContainText("1 × 1 kg = 1 kg ordered");
  await card.getByLabel(/Surmai/).fill("900");
  await card.getByRole("button", { name: "Save weights" }).click();
  await expect(toast(staff, /Weights saved\. ₹[\d,.]+ refunded to the customer for short weight\./)).toBeVisible();
  await staffContext.close();

  // The customer's order page shows what was packed and the money coming back.
  await page.reload();
  await expect(items.getByText("Packed 900 g")).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(/Refund of ₹134\.9 for short weight started/);
  await expect(timeline).toContainText(/₹134\.9 refunded/, { timeout: 15_000 });
});

/** Tomorrow's date in India as the order page's delivery says it, read from the order itself. */
async function tomorrowOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem("user") ?? "{}") as { token?: string }).token);
  const id = page.url().split("/").pop()!;
  const answer = await page.request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { time: { day: string } } }).data.time.day;
}
