/**
 * Loads the storefront's code once a server-drawn page's largest image is on screen. The server
 * puts this script in place of the page's module script and module preloads and names them in
 * data-entry and data-modules (apps/server/src/modules/storefront-pages/first-paint.ts): the
 * drawn page is whole without its code, which only makes it interactive, so on a slow line the
 * banner or photo the visitor came for no longer shares the line with 100 kB of JavaScript, and
 * its paint no longer waits for that code to run. The page's HTML holds only the CSS rules it
 * uses; its whole stylesheets (linked, disabled) are enabled first and the code added once they
 * are in, so what the code draws later is styled from its first frame.
 * See docs/decisions/017-server-rendered-first-view.md.
 */
/* global document, requestAnimationFrame, setTimeout, PerformanceObserver */
{
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  const modules = (boot?.dataset.modules ?? "").split(" ").filter(Boolean);
  const add = (element) => document.head.appendChild(element);
  const addCode = () => {
    for (const href of modules) add(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href }));
    add(Object.assign(document.createElement("script"), { type: "module", crossOrigin: "", src: entry }));
  };
  const load = () => {
    const styles = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener("load", resolve, { once: true });
          link.addEventListener("error", resolve, { once: true });
          link.disabled = false;
        }),
    );
    void Promise.all(styles).then(addCode);
  };
  // Ready once the browser reports one of the page's fetchpriority="high" images (the banner, the
  // product's photo, a category's first cards) as its largest paint. A browser that does not
  // report largest paints waits for the first of them to be decoded, and a frame after that; one
  // that does but never names them (something larger was drawn first, or the visitor tapped or
  // scrolled, which ends the reports) waits a second more.
  const leads = [...document.querySelectorAll('#root img[fetchpriority="high"]')];
  const image = leads[0];
  const reportsLargestPaint = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(loadOnce, 0));
  if (!entry) {
    // Not put here by the server: nothing to load.
  } else if (!image || document.visibilityState === "hidden") {
    // Nothing to wait for, or a hidden tab, which paints nothing.
    loadOnce();
  } else {
    if (reportsLargestPaint) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((paint) => leads.includes(paint.element))) return;
        observer.disconnect();
        loadOnce();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    }
    const decoded = image.decode().catch(() => undefined);
    void decoded.then(reportsLargestPaint ? () => setTimeout(afterFrame, 1000) : afterFrame);
  }
}
