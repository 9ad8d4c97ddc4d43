import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN, PASSWORD, newEmail } from "./accounts.ts";

type Session = { user: { _id: string; userType: string; username: string }; token: string };

/**
 * Signs the demo admin in through the API and puts the session where the app keeps it, so a
 * journey starts on the admin screen it is about. Signing in through the panel is covered by
 * the foundation journey and by the staff-only check.
 */
export async function signInAsAdmin(page: Page): Promise<Session> {
  const response = await page.request.post("/api/users/login", { data: DEMO_ADMIN });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as Session;
  await page.addInitScript((value) => window.localStorage.setItem("user", JSON.stringify(value)), session);
  return session;
}

/** A customer made through the public sign-up API. */
export async function signUpCustomer(page: Page, username: string): Promise<Session & { email: string }> {
  const email = newEmail("customer");
  const response = await page.request.post("/api/users/signup", {
    data: { userId: "dummy", username, email, password: PASSWORD, userType: "User" },
  });
  expect(response.ok()).toBe(true);
  return { ...((await response.json()) as Session), email };
}

/** A small PNG of one colour, made in memory, for the upload journeys. */
export async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Sonner renders toasts as list items in a region; this finds one by its text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}
