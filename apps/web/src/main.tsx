// First: it starts the landing page's code, data and main image before React renders.
import { landingPageCode } from "./boot/start-early-requests.ts";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./styles/tokens.css";
import "./styles/base.css";
import { App, createQueryClient } from "./app.tsx";
import { seedFromServer } from "./lib/server-state.ts";
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

// The first render runs as a transition, so React draws the page in small slices between which
// the browser can paint and answer taps; the header shell in index.html covers the wait.
const render = () =>
  startTransition(() => {
    createRoot(container).render(app);
  });

// The server draws pages in English, and only for visitors whose language is English (the
// language cookie, else Accept-Language: see server-rendered-pages.ts); their page is hydrated:
// React takes over the HTML already on screen. Marathi and Hindi readers get the shell and their
// first screen's catalogues before the first render, so the page never flashes English. Should a
// server-drawn page still meet another language here (a choice kept in localStorage but not yet in
// the cookie), React draws it afresh rather than hydrate English HTML with other words. (No
// top-level await: it would make the bundler split the first download into dozens of chunks,
// about 10 kB more gzipped.)
const locale = detectLocale();
if (locale !== "en") void activateLocale(locale).then(render, render);
else if (drawnByServer) void landingPageCode.then(() => startTransition(() => void hydrateRoot(container, app)));
else render();
