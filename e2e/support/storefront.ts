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

/**
 * Reads a page from top to bottom half a screen at a time, as a person does, then goes back to
 * where it was: at each stop it waits until everything on the screen is React's (hydrated, or
 * drawn by React), so every part below the first screen has come near the view once, been
 * hydrated and asked for what it shows (apps/web/src/lib/hydrate-when-near.tsx).
 */
export async function readThrough(page: Page): Promise<void> {
  const start = await page.evaluate(() => window.scrollY);
  for (let top = 0; ; top += Math.round(page.viewportSize()!.height / 2)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await hydratedOnScreen(page);
    if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight)) break;
  }
  await page.evaluate((y) => window.scrollTo(0, y), start);
}

/** Waits until React owns every element of a drawn page that is on the screen. */
export async function hydratedOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    const reacts = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"));
      return key !== undefined && (element as unknown as Record<string, { stateNode?: unknown }>)[key]?.stateNode === element;
    };
    return [...(document.getElementById("root")?.querySelectorAll("*") ?? [])]
      .filter((element) => !element.matches('link[rel="preload"]') && onScreen(element))
      .every(reacts);
  });
}

/** "₹1,299" or "₹1,299.5" as a number of rupees. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}
