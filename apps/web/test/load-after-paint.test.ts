import { afterEach, beforeEach, expect, it, vi } from "vitest";

// The classic script the server puts at the end of each drawn page (first-paint.ts), run here
// on a drawn page in miniature: its images held as data-src/data-srcset, its code named.

async function drawnPage(entry: string | null, { modules = ["/assets/app.js"], moreImages = 0 } = {}) {
  // (No address: jsdom would try to fetch it.)
  document.head.innerHTML = '<style class="copy">a{}</style><link rel="stylesheet" disabled>';
  document.body.innerHTML =
    '<div id="root">' +
    '<img class="lead" src="/uploads/banner.webp" fetchpriority="high" alt="">' +
    '<picture><source media="(max-width: 480px)" data-srcset="/uploads/tile-m.w240.webp 240w"><img class="tile" data-src="/uploads/tile.webp" data-srcset="/uploads/tile.w240.webp 240w" loading="lazy" alt=""></picture>' +
    Array.from({ length: moreImages }, (_, i) => `<img class="more" data-src="/uploads/more-${i}.webp" alt="">`).join("") +
    "</div>";
  // jsdom neither decodes images nor loads stylesheets.
  Object.defineProperty(HTMLImageElement.prototype, "decode", { value: () => Promise.resolve(), configurable: true });
  // Run as the page runs it, as the document's current script at the end of the body (jsdom
  // runs no scripts here: the file is imported afresh instead).
  const boot = document.createElement("script");
  if (entry) {
    boot.dataset.entry = entry;
    boot.dataset.modules = modules.join(" ");
  }
  document.body.append(boot);
  Object.defineProperty(document, "currentScript", { value: boot, configurable: true });
  vi.resetModules();
  await import("../src/load-after-paint.js");
}

const tile = () => document.querySelector<HTMLImageElement>("img.tile")!;

// What the script adds to the head, kept from jsdom, which would try to load it.
let added: (string | null)[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(element: T) => {
    if (element instanceof Element) added.push(element.getAttribute("src") ?? element.getAttribute("href"));
    return element;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "currentScript");
});

it("gives the held images their addresses back, sources included, once the largest image is painted; then the code", async () => {
  vi.useFakeTimers();
  await drawnPage("/assets/index.js");
  expect(tile().getAttribute("src")).toBeNull();

  // Decoded, a frame later (no largest-paint reports in jsdom): images back, stylesheet enabled.
  await vi.runAllTimersAsync();
  expect(tile().getAttribute("src")).toBe("/uploads/tile.webp");
  expect(tile().getAttribute("srcset")).toBe("/uploads/tile.w240.webp 240w");
  expect(document.querySelector("source")!.getAttribute("srcset")).toBe("/uploads/tile-m.w240.webp 240w");
  expect(document.querySelectorAll("[data-src], [data-srcset]")).toHaveLength(0);
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  expect(stylesheet.disabled).toBe(false);
  // The code waits for the stylesheet; the first paint's copy of its rules stays until it is in.
  expect(added).toEqual([]);
  expect(document.querySelector("style.copy")).not.toBeNull();
  stylesheet.dispatchEvent(new Event("load"));
  expect(document.querySelector("style.copy")).toBeNull();
  await vi.runAllTimersAsync();
  expect(added).toEqual(["/assets/app.js", "/assets/index.js"]);
  // The lead image was never touched.
  expect(document.querySelector("img.lead")!.getAttribute("src")).toBe("/uploads/banner.webp");
});

it("on a page with no code to load, gives the images back at once", async () => {
  await drawnPage(null);
  expect(tile().getAttribute("src")).toBe("/uploads/tile.webp");
  expect(added).toEqual([]);
});

it("gives images back and preloads the code a few per task, the entry last, so no one task starts every fetch", async () => {
  vi.useFakeTimers();
  const modules = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
  await drawnPage("/assets/index.js", { modules, moreImages: 9 });
  const held = () => document.querySelectorAll("#root [data-src], #root [data-srcset]").length;
  expect(held()).toBe(11);

  // Once the image is decoded and a frame drawn, four held images (or sources) a turn.
  const seen: number[] = [];
  while (held() > 0) {
    await vi.advanceTimersToNextTimerAsync();
    if (seen.at(-1) !== held()) seen.push(held());
  }
  expect(seen.filter((n) => n < 11)).toEqual([7, 3, 0]);

  // Then the stylesheet, then the code: four preloads a turn, the entry with the last.
  document.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("load"));
  // (The stylesheets' promise settles in a few microtasks; no timer runs meanwhile.)
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(added).toHaveLength(4);
  await vi.advanceTimersToNextTimerAsync();
  expect(added).toHaveLength(8);
  await vi.advanceTimersToNextTimerAsync();
  expect(added).toEqual([...modules, "/assets/index.js"]);
});

it("keeps the first paint's copy of a stylesheet's rules when the stylesheet fails to load", async () => {
  vi.useFakeTimers();
  await drawnPage("/assets/index.js");
  await vi.runAllTimersAsync();
  document.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("error"));
  await vi.runAllTimersAsync();
  expect(document.querySelector("style.copy")).not.toBeNull();
  expect(added).toEqual(["/assets/app.js", "/assets/index.js"]);
});
