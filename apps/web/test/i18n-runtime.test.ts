import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { formatRupees, SERVER_MESSAGES } from "@taaza/domain";
import { apiFetch, ApiError } from "../src/lib/api-client.ts";
import { activateLocale, defineMessages, detectLocale, t } from "../src/lib/i18n/i18n.ts";
import { basketText } from "../src/lib/i18n/messages/basket.ts";
import { server } from "./msw-server.ts";

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return error;
}

afterEach(async () => {
  await activateLocale("en");
  document.documentElement.lang = "en";
});

describe("server error codes in the browser", () => {
  it("shows a coded error in Marathi, keeping the English text and the code", async () => {
    await activateLocale("mr");
    server.use(
      http.post("/api/auth/login", () =>
        HttpResponse.json({ error: SERVER_MESSAGES.auth.badCredentials, code: "auth.badCredentials" }, { status: 401 }),
      ),
    );
    const error = await failureOf(apiFetch("/auth/login", { method: "POST", body: {} }));
    expect(error.serverMessage).toBe("ईमेल किंवा पासवर्ड चुकीचा आहे");
    expect(error.englishMessage).toBe(SERVER_MESSAGES.auth.badCredentials);
    expect(error.code).toBe("auth.badCredentials");
  });

  it("fills a patterned message's parameters in Hindi", async () => {
    await activateLocale("hi");
    server.use(
      http.post("/api/checkout", () =>
        HttpResponse.json(
          {
            error: "Some items in your basket are unavailable: Pomfret. Please remove them to continue.",
            code: "order.unavailableItems",
            params: { names: "Pomfret" },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(apiFetch("/checkout", { method: "POST", body: {} }));
    expect(error.serverMessage).toBe("आपके कार्ट के कुछ आइटम उपलब्ध नहीं हैं: Pomfret। आगे बढ़ने के लिए कृपया उन्हें हटाएँ।");
  });

  it("falls back to the English text for an unknown code, and shows English in English", async () => {
    server.use(http.get("/api/x", () => HttpResponse.json({ error: "Something new", code: "new.thing" }, { status: 400 })));
    await activateLocale("mr");
    expect((await failureOf(apiFetch("/x"))).serverMessage).toBe("Something new");
    await activateLocale("en");
    server.use(
      http.get("/api/y", () => HttpResponse.json({ error: SERVER_MESSAGES.order.slotFull, code: "order.slotFull" }, { status: 409 })),
    );
    expect((await failureOf(apiFetch("/y"))).serverMessage).toBe(SERVER_MESSAGES.order.slotFull);
  });
});

describe("texts, plurals and money", () => {
  it("uses the English source texts without any catalogue, with plurals", () => {
    expect(t(basketText.add)).toBe("ADD");
    expect(t(basketText.items, { count: 1 })).toBe("1 item");
    expect(t(basketText.items, { count: 3 })).toBe("3 items");
  });

  it("switches language, sets <html lang> and remembers the choice", async () => {
    await activateLocale("mr", true);
    expect(t(basketText.add)).toBe("जोडा");
    expect(t(basketText.items, { count: 1 })).toBe("1 वस्तू");
    expect(document.documentElement.lang).toBe("mr");
    expect(detectLocale()).toBe("mr");
    await activateLocale("hi", true);
    expect(t(basketText.add)).toBe("जोड़ें");
    expect(t(basketText.items, { count: 2 })).toBe("2 आइटम");
  });

  it("leaves <html lang> alone when the page is already in the language (a drawn page, just before hydrating)", async () => {
    // Writing it, even the same value, restyles every element of the page in Chromium: 294 on a
    // category page, 12-15 ms of one task while it hydrated (trace of 28 Nov 2026).
    document.documentElement.lang = "mr";
    const written = vi.spyOn(HTMLElement.prototype, "lang", "set");
    try {
      await activateLocale("mr");
      expect(written).not.toHaveBeenCalled();
      await activateLocale("hi");
      expect(written).toHaveBeenCalledTimes(1);
      expect(document.documentElement.lang).toBe("hi");
    } finally {
      written.mockRestore();
    }
  });

  it("marks a text with no translation in strict mode instead of showing English", async () => {
    const untranslated = defineMessages("shell", { brandNew: "Brand new text" });
    await activateLocale("mr");
    expect(t(untranslated.brandNew)).toBe("⟦shell.brandNew⟧");
  });

  it("follows the browser's languages on a first visit", () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, "languages");
    Object.defineProperty(navigator, "languages", { configurable: true, get: () => ["hi-IN", "en-GB"] });
    try {
      expect(detectLocale()).toBe("hi");
    } finally {
      if (languages) Object.defineProperty(navigator, "languages", languages);
      else Reflect.deleteProperty(navigator, "languages");
    }
  });

  it("formats rupees with Indian grouping in every language", async () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
    await activateLocale("mr");
    expect(formatRupees(123456.5)).toBe("₹1,23,456.5");
    await activateLocale("hi");
    expect(formatRupees(1299)).toBe("₹1,299");
  });
});
