// The stylesheets first: the order of the first download's CSS follows the order modules are
// imported in, and every component's rules must come after these (the boot code below reaches
// the home page's components through the features' public surfaces). No code runs for them.
import "./styles/tokens.css";
import "./styles/base.css";
// First to run: it starts the landing page's code, data and main image before React renders.
import { landingPageCode } from "./boot/start-early-requests.ts";
import { options } from "preact";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createQueryClient } from "./app.tsx";
import { seedFromServer } from "./lib/server-state.ts";
import { runFirstHydration } from "./lib/hydrate-later.tsx";
import { activateLocale, detectLocale } from "./lib/i18n/i18n.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// A server-rendered page carries the data it was drawn from: the queries start with it.
const drawnByServer = seedFromServer(queryClient);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// The first render of a page the server did not draw; the header shell in index.html covers the
// wait. (A transition let React draw it in slices; Preact, which runs the app, draws it at once.)
const render = () => createRoot(container).render(app);

// The server draws pages in English, and only for visitors whose language is English (the
// language cookie, else Accept-Language: see the server's storefront-pages-routes.ts); their page is hydrated:
// Preact takes over the HTML already on screen. Marathi and Hindi readers get the shell and their
// first screen's catalogues before the first render, so the page never flashes English. Should a
// server-drawn page still meet another language here (a choice kept in localStorage but not yet in
// the cookie), Preact draws it afresh rather than hydrate English HTML with other words. (No
// top-level await: it would make the bundler split the first download into dozens of chunks,
// about 10 kB more gzipped.)
const locale = detectLocale();
if (locale !== "en") void activateLocale(locale).then(render, render);
else if (drawnByServer) void landingPageCode.then(() => hydrate(container));
else render();

/**
 * Preact (docs/decisions/019-preact-runtime.md) hydrates the whole page in one task, where React
 * sliced it into short ones. What changes once the page is hydrated (useHydrated's controls, a
 * signed-in header) then draws again, by default in that same task: here in the next one, so the
 * browser can paint and answer a tap in between (the longest task at 4x CPU slowdown: about 300 ms
 * instead of 450-600).
 */
function hydrate(target: HTMLElement): void {
  // Once: the next render puts Preact's own scheduling (a microtask) back.
  options.debounceRendering = (flush) =>
    setTimeout(() => {
      options.debounceRendering = undefined;
      flush();
    });
  runFirstHydration(() => hydrateRoot(target, app));
}
