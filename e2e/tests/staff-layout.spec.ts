import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin, toast } from "../support/admin.ts";

// Issue 33's layout at 1280 px, measured: the owner's menu, the pincode admin, where toasts land.

type Box = { x: number; y: number; width: number; height: number };

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test("at 1280 px the owner's menu is one row, the pincode form's fields sit side by side, and a toast covers none of them", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/delivery-pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Delivery pricing" })).toBeVisible();

  const menu = page.getByRole("navigation", { name: "Admin" });
  const links = menu.getByRole("link");
  await expect(links.filter({ hasText: "Audit log" })).toHaveCount(1);
  const linkTops = new Set((await boxes(links)).map((box) => Math.round(box.y)));
  expect(linkTops.size, "every menu link on one row").toBe(1);
  const header = (await page.locator(".admin-header").boundingBox())!;
  expect(header.height).toBeLessThan(72);

  // The inputs themselves, their labels, the checkbox and Add: none over another.
  const form = page.locator(".pincode-add__fields");
  const fields = await boxes(form.locator(".text-field__control, .text-field__label, .pincode-add__status, .pincode-add__submit"));
  expect(fields).toHaveLength(8);
  for (const [i, a] of fields.entries())
    for (const b of fields.slice(i + 1)) expect(overlaps(a, b), `fields ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
  await shot(page, "pincode-admin-1280");

  // An error toast stays clear of the form's labels and fields.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const shown = toast(page, "Please enter a valid 6-digit pincode.");
  await expect(shown).toBeVisible();
  const toastBox = (await shown.boundingBox())!;
  for (const field of await boxes(page.locator(".pincode-add").locator("label, input, button")))
    expect(overlaps(toastBox, field), `toast over ${JSON.stringify(field)}`).toBe(false);
  expect(toastBox.y).toBeGreaterThanOrEqual(header.height);
  // The fields keep their places when one shows its error: the labels stay on one line.
  const labelTops = new Set((await boxes(form.locator(".text-field__label"))).map((box) => Math.round(box.y)));
  expect(labelTops.size).toBe(1);
  await shot(page, "pincode-admin-toast-1280");
});

test("the owner imports pincodes from a CSV and sees where visitors asked for delivery", async ({ page }) => {
  const suffix = String(Date.now()).slice(-4);
  const unserved = `44${suffix}`;
  expect((await page.request.post("/api/pincode-demand", { data: { pincode: unserved, contact: "asker@example.in" } })).ok()).toBe(true);
  await signInAsAdmin(page);
  await page.goto("/admin/delivery-pricing");

  const importer = page.getByRole("region", { name: "Import pincodes from a CSV" });
  const goodPincode = `43${suffix}`;
  await importer.getByLabel("Pincodes CSV file").setInputFiles({
    name: "pincodes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`pincode,name,deliveryCharges\n${goodPincode},Nanded Road,25\n400001,Fort,0\n`),
  });
  await expect(importer.getByRole("status")).toContainText(`Imported 1 pincode: ${goodPincode}.`);
  await expect(importer.getByRole("status")).toContainText("Row 3 (400001): this pincode is already a delivery location");

  await importer.getByLabel("Pincodes CSV file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("pincode,name\n110001,Delhi\n"),
  });
  await expect(importer.getByRole("alert")).toContainText("Row 2: This pincode is outside Maharashtra.");

  const demand = page.getByRole("region", { name: "Asked for delivery" });
  const row = demand.getByRole("row").filter({ hasText: unserved });
  await expect(row).toContainText("1 request");
  await row.getByText("Show 1 contact").click();
  await expect(row.getByRole("link", { name: "asker@example.in" })).toBeVisible();
  await shot(page, "pincode-import-and-demand-1280");
});
