import type { APIRequestContext, Page } from "@playwright/test";

/** The public product shape the tests read from the API to pick their own data. */
export type ApiProduct = {
  _id: string;
  name: string;
  productTag: string;
  images: string[];
  inStock: boolean;
  bestseller: boolean;
  price: { default: number; sale: number | null };
  description: string;
  /** Name and description in Marathi and Hindi, where staff gave them. */
  translations?: Partial<Record<"mr" | "hi", { name?: string; description?: string; note?: string }>>;
};

export async function publicProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/products");
  return (await response.json()) as ApiProduct[];
}

/**
 * The delivery-location popup opens by itself 8 s after a visit starts. Journeys that are not
 * about it call this before their first page load so it never covers what they click.
 */
export async function skipLocationPopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem("taaza-location-asked", "1"));
}

/** "₹1,299" or "₹1,299.5" as a number of rupees. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}
