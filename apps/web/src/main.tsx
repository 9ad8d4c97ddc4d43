// The stylesheets first: the order of the first download's CSS follows the order modules are
// imported in, and every component's rules must come after these (the boot code below reaches
// the home page's components through the features' public surfaces). No code runs for them.
import "./styles/tokens.css";
import "./styles/base.css";
// First to run: it starts the landing page's code, data and main image before React renders.
import { landingPageCode } from "./boot/start-early-requests.ts";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createQueryClient } from "./app.tsx";
import { SERVER_STATE_ID, seedFromServer } from "./lib/server-state.ts";
import { activateLocale, detectLocale, isLocale } from "./lib/i18n/i18n.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// A server-rendered page carries the data it was drawn from: the queries start with it (seeded
// just before hydrating, in a task of its own rather than the one evaluating the app's code).
const drawnByServer = document.getElementById(SERVER_STATE_ID) !== null;

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// The first render of a page the server did not draw runs as a transition, so React draws it in
// small slices between which the browser can paint and answer taps; the header shell in
// index.html covers the wait.
const render = () => {
  document.documentElement.dataset.script = "";
  startTransition(() => {
    createRoot(container).render(app);
  });
};

// A page the server drew is hydrated in the language it was drawn in (its <html lang>: the
// address's ?lang=, the language cookie or Accept-Language, see the server's
// storefront-pages-routes.ts), once that language's catalogues and the landing page's code are in,
// so the first render says exactly what the HTML does. Any other page is drawn by the browser in
// the visitor's language. (No top-level await: it would make the bundler split the first download
// into dozens of chunks, about 10 kB more gzipped.)
// A language kept on this device (localStorage) but not yet in the cookie wins over the one the
// server guessed from Accept-Language, unless the address named one (?lang=): the page is then
// drawn afresh in it rather than hydrated with other words.
const drawnIn = document.documentElement.lang;
const named = new URLSearchParams(window.location.search).get("lang");
const locale = isLocale(named) ? named : detectLocale();
if (drawnByServer && locale === drawnIn) {
  void Promise.all([activateLocale(locale), landingPageCode]).then(() => (seedFromServer(queryClient) ? hydrate(container) : render()));
} else {
  if (drawnByServer) seedFromServer(queryClient);
  if (locale !== "en") void activateLocale(locale).then(render, render);
  else render();
}

/**
 * React hydrates the page in slices and leaves every Suspense boundary the server drew (the
 * header, each home shelf and product card, the gallery, the reviews: lib/hydrate-later.tsx) for a
 * render and commit of its own afterwards, so no single task hydrates the whole page. A tap on a
 * part not hydrated yet makes React hydrate that part at once and replay the tap
 * (docs/decisions/022-react-everywhere.md). The hydration runs as a transition: React renders the
 * default lane's hydration in one uninterrupted task, a transition's in slices of a few
 * milliseconds with the browser free to paint and answer taps between them.
 */
// The installable shop's service worker (public/sw.js): registered once the page has loaded, so it
// never competes with the first view for the network.
if ("serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function hydrate(target: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(target, app);
  });
  // Marks the page as React's (scripts/bench/hydration-longest-task.mjs waits for it).
  document.documentElement.dataset.script = "";
}
