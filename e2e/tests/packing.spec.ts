import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&"));

type OrderLine = { _id: string; quantity: number; product: { name: string; weight: number } };
type PlacedOrder = { _id: string; billId: string; time: { day: string; slot: string }; products: OrderLine[] };

test("a packer weighs an order short on a phone; the customer sees the packed weight and the refund", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await signUpCustomer(page, "Meena Joshi");
  const placed = await placePaidOrder(page.request, customer);
  const read = await page.request.get(`/api/orders/${placed._id}`, { headers: { authorization: `Bearer ${customer.token}` } });
  const order = ((await read.json()) as { data: PlacedOrder }).data;
  const line = order.products[0]!;
  const ordered = line.product.weight * line.quantity;
  const packed = Math.round(ordered / 2);

  // The packer, on a phone beside the scale.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await page.goto(`/admin/packing?${new URLSearchParams({ date: order.time.day, slot: order.time.slot }).toString()}`);
  const card = page.getByRole("form", { name: literally(order.billId) });
  await expect(card).toContainText(`${line.quantity} ×`);
  await card.getByLabel(literally(line.product.name)).fill(String(packed));
  await page.screenshot({ path: testInfo.outputPath("packing-phone.png"), fullPage: true });
  await card.getByRole("button", { name: "Save weights" }).click();
  await expect(toast(page, /Weights saved\. ₹[\d,.]+ refunded to the customer for short weight\./)).toBeVisible();
  await expect(card).toContainText(/Refunded for short weight: ₹[\d,.]+/);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  const shopper = await context.newPage();
  await shopper.goto(`/order/${order._id}`);
  await expect(shopper.getByText(`Packed ${packed} g`)).toBeVisible();
  const timeline = shopper.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(/Refund of ₹[\d,.]+ for short weight started/);
  // The test provider settles refunds a few seconds later; the page shows it without a reload.
  await expect(timeline).toContainText(/₹[\d,.]+ refunded/, { timeout: 15_000 });
  await shopper.screenshot({ path: testInfo.outputPath("packed-order-phone.png"), fullPage: true });
  await context.close();
});
