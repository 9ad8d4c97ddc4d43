/**
 * The web app is written against React's API and types, and runs on Preact through preact/compat:
 * about 30 kB gzipped less to download first (docs/decisions/019-preact-runtime.md). Every import
 * of React, by the app or by a library (React Router, TanStack Query, sonner...), resolves here, in
 * the browser build, the server's renderer build and the web tests alike, so what is tested is what
 * ships. Exact matches: `react-router` must not become `preact/compat-router`.
 */
export const REACT_ON_PREACT: { find: RegExp; replacement: string }[] = Object.entries({
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
}).map(([name, replacement]) => ({ find: new RegExp(`^${name.replace("/", "\\/")}$`), replacement }));

/**
 * Libraries that import React: the server's renderer bundles them (instead of importing them from
 * node_modules at run time) so that their React imports are resolved above too. Left external, they
 * would load the real React beside Preact and break on the first hook.
 */
export const USES_REACT = [
  "react-router",
  "@tanstack/react-query",
  "sonner",
  "embla-carousel-react",
  "react-hook-form",
  "@hookform/resolvers",
  "preact",
  "preact-render-to-string",
];
