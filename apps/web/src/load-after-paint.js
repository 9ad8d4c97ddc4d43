/**
 * Lets a server-drawn page's largest image paint first, then brings in the rest. The server puts
 * this script, minified and inline, at the end of the page's body (the build emits it as
 * dist/load-after-paint.js; apps/server/src/modules/storefront-pages/first-paint.ts). It names
 * the page's module script and preloads in data-entry and data-modules, and it has renamed the
 * other images' `src` and `srcset` to `data-src` and `data-srcset`: on a slow line the banner or
 * photo the visitor came for has the line to itself, neither sharing it with the shelves' photos
 * and 100 kB of JavaScript nor waiting for that code to run before it is painted.
 *
 * Once that image is painted: the other images get their addresses back, a few per task (lazy
 * ones still wait until they come near the view), the page's stylesheets are made whole (the
 * HTML holds only the rules it uses, in a copy next to each stylesheet's disabled link; the rest
 * of the rules join that copy), and once they are, the code is added, a few preloads per task,
 * so what it draws is styled from its first frame. The images are back before the code runs:
 * hydration finds the page as it was drawn. See docs/decisions/017-server-rendered-first-view.md.
 */
/* global document, requestAnimationFrame, setTimeout, PerformanceObserver, fetch, CSSStyleSheet, CSSKeyframesRule */
{
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  const modules = (boot?.dataset.modules ?? "").split(" ").filter(Boolean);
  const add = (element) => document.head.appendChild(element);
  // Each image given back and each module preloaded starts a fetch, about 0.5-1 ms of the main
  // thread on a fast machine (a phone takes four times that): a page's 20 or 30 of them in one
  // go would be a long task just as the visitor starts to read. A few per task instead, in order.
  const inTurns = (items, each, then) => {
    const turn = (from) => {
      for (const item of items.slice(from, from + 4)) each(item);
      if (from + 4 < items.length) setTimeout(() => turn(from + 4), 0);
      else then();
    };
    turn(0);
  };
  // In document order: a <picture>'s sources before its <img>, so it picks among them once.
  const showImages = (then) =>
    inTurns(
      [...document.querySelectorAll("#root [data-srcset], #root [data-src]")],
      (element) => {
        const { srcset, src } = element.dataset;
        element.removeAttribute("data-srcset");
        element.removeAttribute("data-src");
        if (srcset !== undefined) element.setAttribute("srcset", srcset);
        if (src !== undefined) element.setAttribute("src", src);
      },
      then,
    );
  const addCode = () =>
    inTurns(
      modules,
      (href) => add(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href })),
      () => add(Object.assign(document.createElement("script"), { type: "module", crossOrigin: "", src: entry })),
    );
  // The copy of a stylesheet's rules that the server put in a <style> (first-paint.ts) is
  // completed in place: each rule of the whole stylesheet that the copy lacks is inserted where it
  // stands in the whole, so the cascade keeps its order. The browser then restyles only what the
  // new rules can match (none of the drawn page, by the server's choice): enabling the whole
  // stylesheet and removing the copy instead made it restyle and lay out the whole page again, a
  // 10-40 ms task (four times that on a phone) as the visitor starts to read.
  // A rule is known by its selector (or its condition, or its name), not by its whole text: the
  // server keeps or drops a style rule by its selector alone, so rules with the same selector are
  // all in the copy or none are, and a grouping rule (@media ...) is always there, pruned inside.
  // Writing out every rule of both sheets to compare them took twice as long as the insertions.
  const key = (rule) => rule.selectorText ?? rule.conditionText ?? rule.name ?? rule.cssText;
  const complete = (copy, whole) => {
    let at = 0;
    for (const rule of whole.cssRules) {
      const have = copy.cssRules[at];
      if (have?.constructor !== rule.constructor || key(have) !== key(rule)) copy.insertRule(rule.cssText, at);
      // A grouping rule is pruned inside; a style rule is in the copy whole, and a keyframes rule.
      else if (rule.selectorText === undefined && rule.cssRules && !(rule instanceof CSSKeyframesRule)) complete(have, rule);
      at++;
    }
  };
  const completes = typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype;
  const wholeStylesheet = (link) =>
    new Promise((resolve) => {
      const copy = link.previousElementSibling?.tagName === "STYLE" ? link.previousElementSibling : null;
      if (copy?.sheet && completes) {
        // The link stays, disabled: Vite's loader, seeing it, does not add the stylesheet again.
        fetch(link.href)
          .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
          .then((text) => {
            const whole = new CSSStyleSheet();
            whole.replaceSync(text);
            complete(copy.sheet, whole);
          })
          // Not fetched, or not completed: the copy stays, as it is.
          .catch(() => undefined)
          .then(resolve);
        return;
      }
      // A browser that cannot complete the copy: the whole stylesheet takes its place, in the
      // same task (one style pass for both); one that fails to load keeps the copy.
      link.addEventListener(
        "load",
        () => {
          copy?.remove();
          resolve(undefined);
        },
        { once: true },
      );
      link.addEventListener("error", resolve, { once: true });
      link.disabled = false;
    });
  const load = () =>
    showImages(() => {
      void Promise.all([...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(wholeStylesheet)).then(addCode);
    });
  // Ready once the browser reports one of the page's fetchpriority="high" images (the banner, the
  // product's photo, a category's first cards) as its largest paint. A browser that does not
  // report largest paints waits for the first of them to be decoded, and a frame after that; one
  // that does but never names them (something larger was drawn first, or the visitor tapped or
  // scrolled, which ends the reports) waits a second more.
  const leads = [...document.querySelectorAll('#root img[fetchpriority="high"]')];
  const image = leads[0];
  const reportsLargestPaint =
    typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(loadOnce, 0));
  if (!entry) {
    // Not put here by the server: nothing to load, but the images are shown.
    showImages(() => undefined);
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
