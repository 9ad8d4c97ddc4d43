import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

// Issue 29 at a phone's size: staff give the order to a rider, the rider delivers it with the code
// the customer's order page shows, and the customer's page follows along without a reload.
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
test.use(PHONE);

const PACKER = { email: "packer@taaza.local", password: "Packer@12345" };
const RIDER = { email: "rider@taaza.local", password: "Rider@12345" };

/** A phone-sized browser of its own, signed in through the API as the app keeps sessions. */
async function signedInContext(browser: Browser, session: object): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((value) => window.localStorage.setItem("user", JSON.stringify(value)), session);
  return context;
}

test("staff give an order to the rider, who delivers it with the customer's code, and the customer's page says Delivered live", async ({
  page,
  browser,
}) => {
  const customer = await signUpCustomer(page, "Meena Joshi");
  const order = await placePaidOrder(page.request, customer);
  const placed = await page.request.get(`/api/orders/${order._id}`, { headers: { authorization: `Bearer ${customer.token}` } });
  const { time } = ((await placed.json()) as { data: { time: { day: string; slot: string } } }).data;

  // The customer keeps their order page open from here on; it is never reloaded.
  const customerContext = await signedInContext(browser, customer);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`/order/${order._id}`);
  await customerPage.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  const tracking = customerPage.getByRole("region", { name: "Where your order is" });
  await expect(tracking.locator('[aria-current="step"]')).toHaveText("Placed");

  // The packer gives the order to the demo rider from the dispatch screen.
  const packer = (await (await page.request.post("/api/users/login", { data: PACKER })).json()) as object;
  const staffContext = await signedInContext(browser, packer);
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/admin/dispatch?${new URLSearchParams({ date: time.day, slot: time.slot }).toString()}`);
  await staffPage.getByLabel(`Rider for ${order.billId}`).selectOption({ label: "Ravi Rider" });
  await expect(toast(staffPage, "Given to Ravi Rider")).toBeVisible();

  // The rider, on their own phone, picks it up.
  const rider = (await (await page.request.post("/api/users/login", { data: RIDER })).json()) as object;
  const riderContext = await signedInContext(browser, rider);
  const riderPage = await riderContext.newPage();
  await riderPage.goto("/rider");
  const card = riderPage.getByRole("listitem").filter({ hasText: order.billId });
  await card.getByRole("button", { name: "Picked up" }).click();

  // The customer's page shows the rider and the code as soon as the order is out.
  await expect(tracking.locator('[aria-current="step"]')).toHaveText("Out for delivery");
  await expect(tracking.getByRole("link", { name: /Call Ravi/ })).toBeVisible();
  const code = (await customerPage.getByTestId("delivery-code").textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);

  // The rider types the code the customer shows, and the order is delivered.
  await card.getByLabel("Customer's 4-digit code").fill(code);
  await card.getByRole("button", { name: "Delivered" }).click();

  await expect(tracking.locator('[aria-current="step"]')).toHaveText("Delivered");
  await expect(customerPage.getByTestId("delivery-code")).toHaveCount(0);
  expect(await customerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  await Promise.all([customerContext.close(), staffContext.close(), riderContext.close()]);
});
