// First: it starts the landing page's code, data and main image before React renders.
import "./boot/start-early-requests.ts";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles/tokens.css";
import "./styles/base.css";
import { App } from "./app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render runs as a transition, so React draws the page in small slices between which
// the browser can paint and answer taps; the header shell in index.html covers the wait.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
