import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAsAdmin, signUpCustomer } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

type Session = { user: { _id: string }; token: string };

/** The order as its customer reads it: the bill number, and when it is delivered. */
async function orderOf(request: APIRequestContext, session: Session, id: string) {
  const response = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { billNumber: string; time: { day: string; slot: string } } }).data;
}

test("a customer downloads the bill of their order as a PDF", async ({ page }) => {
  const customer = await signUpCustomer(page, "Meena Joshi");
  const order = await placePaidOrder(page.request, customer);
  const { billNumber } = await orderOf(page.request, customer, order._id);
  expect(billNumber).toMatch(/^TZ\/\d{2}-\d{2}\/\d{6}$/);

  await page.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText(billNumber)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download bill" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${billNumber.replace(/\//g, "-")}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("staff open a slot's dispatch sheet, print it on A4 and download it as CSV", async ({ page }) => {
  const customer = await signUpCustomer(page, "Ravi Kulkarni");
  const order = await placePaidOrder(page.request, customer);
  const { billNumber, time } = await orderOf(page.request, customer, order._id);

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Dispatch" }).first().click();
  await page.getByLabel("Delivery date").fill(time.day);
  await page.getByLabel("Slot").selectOption(time.slot);
  const sheet = page.getByRole("region", { name: "Dispatch sheet" });
  await expect(sheet.getByText(billNumber)).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Packing summary" })).toBeVisible();
  await expect(
    sheet
      .getByRole("listitem")
      .filter({ hasText: / x \d+$/ })
      .first(),
  ).toBeVisible();

  // Printed, the sheet stands alone: no header, no controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeHidden();
  await expect(page.locator(".admin-header")).toBeHidden();
  await expect(sheet.getByText(billNumber)).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await page.emulateMedia({ media: "screen" });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dispatch-${time.day}-${time.slot}.csv`);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("Bill number,Customer,Phone,Address,Item,Weight,Quantity,Order total (Rs.)");
  expect(csv).toContain(`${billNumber},Meena Joshi,9820012345`);
});
