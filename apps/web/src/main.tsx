// First: it starts the landing page's code, data and main image before React renders.
import "./boot/start-early-requests.ts";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles/tokens.css";
import "./styles/base.css";
import { App } from "./app.tsx";
import { activateLocale, detectLocale } from "./lib/i18n/i18n.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render runs as a transition, so React draws the page in small slices between which
// the browser can paint and answer taps; the header shell in index.html covers the wait.
const render = () =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// Marathi and Hindi readers get their first screen's catalogues before the first render, so the
// page never flashes English; English renders at once. (No top-level await: it would make the
// bundler split the first download into dozens of chunks, about 10 kB more gzipped.)
const locale = detectLocale();
if (locale === "en") render();
else void activateLocale(locale).then(render, render);
