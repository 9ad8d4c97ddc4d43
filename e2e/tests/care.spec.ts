import { expect, test } from "@playwright/test";
import { pngFile, signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

// The customer's side is a phone's: 375 px wide.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("a delivered order: the customer reports short weight with a photo, staff refund one line, the customer sees it resolved", async ({
  page,
  browser,
}, testInfo) => {
  // Three parties and a photo upload: more than one journey's usual time on a busy machine.
  test.slow();
  const customer = await signUpCustomer(page, "Kavita Rane");
  const order = await placePaidOrder(page.request, customer);

  // Staff deliver it.
  const admin = await signInAsAdmin(page);
  const delivered = await page.request.put(`/api/orders/${order._id}/${customer.user._id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: "Delivered" },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  await context.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  const shopper = await context.newPage();
  await shopper.goto(`/order/${order._id}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(order.billId);

  const report = shopper.getByRole("region", { name: "Something wrong with this order?" });
  // The section may be drawn again while the order page's parts load (a slow machine): open the
  // form until its lines show.
  await expect(async () => {
    if (!(await report.getByRole("checkbox").first().isVisible())) await report.getByRole("button", { name: "Report an issue" }).click();
    await expect(report.getByRole("checkbox").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await report.getByRole("checkbox").first().check();
  await report.getByRole("radio", { name: "Short weight" }).check();
  await report.getByLabel("Tell us more (optional)").fill("The pack weighed less than it said");
  await report.getByLabel("Add photos").setInputFiles(await pngFile("short.png", "#c0504d"));
  await expect(report.getByRole("img", { name: "Photo 1 to send" })).toBeVisible();
  await shopper.screenshot({ path: testInfo.outputPath("report-issue-375.png"), fullPage: true });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(toast(shopper, /Issue reported\. Your ticket number is TZ-T-\d{6}\./)).toBeVisible();

  const tickets = shopper.getByRole("region", { name: "Your reported issues" });
  const ticket = ((await tickets.getByText(/^Ticket TZ-T-\d{6}$/).textContent()) ?? "").replace("Ticket ", "");
  await expect(tickets).toContainText("Open");
  await expect(tickets).toContainText("Reported: Short weight");
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Staff answer from the queue, on the same phone width.
  await page.goto("/admin/issues");
  const card = page.getByRole("article", { name: `${ticket} · Short weight` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: `Customer's photo 1 of ${ticket}` })).toBeVisible();
  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(toast(page, `${ticket} acknowledged`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("issue-queue-375.png"), fullPage: true });
  await card.getByRole("button", { name: "Refund these lines" }).click();
  await expect(toast(page, `${ticket} resolved`)).toBeVisible();
  await expect(page.getByText("No open tickets.")).toBeVisible();

  // The customer sees each state change and the refund.
  await shopper.reload();
  await expect(tickets).toContainText("Resolved");
  await expect(tickets).toContainText("Our team has it and is looking into it");
  await expect(tickets).toContainText("Resolved: refund of these items started");
  await expect(shopper.getByRole("region", { name: "Timeline" })).toContainText(/Refund of ₹[\d,.]+/);
  await shopper.screenshot({ path: testInfo.outputPath("ticket-resolved-375.png"), fullPage: true });
  await context.close();
});
