import path from "node:path";
import type { Rolldown } from "vite";
import { expect, it } from "vitest";
import { firstViewChunks } from "../compile-hints.ts";

// The build's choice of the chunks V8 is told to compile while they download (compile-hints.ts):
// the entry's and the first view's lazy modules', each with what it imports, and nothing else.

const root = path.resolve("/shop/apps/web");
const chunk = (fileName: string, imports: string[], facade?: string, isEntry = false) =>
  ({ type: "chunk", fileName, imports, isEntry, facadeModuleId: facade ? path.join(root, facade) : null }) as Rolldown.OutputChunk;

const bundle: Rolldown.OutputBundle = Object.fromEntries(
  [
    chunk("assets/index.js", ["assets/app.js"], "index.html", true),
    chunk("assets/app.js", ["assets/runtime.js"]),
    chunk("assets/runtime.js", []),
    chunk("assets/header.js", ["assets/app.js", "assets/icons.js"], "src/layouts/header.tsx"),
    chunk("assets/icons.js", []),
    chunk("assets/category-page.js", ["assets/app.js", "assets/product-grid.js"], "src/pages/category-page.tsx"),
    chunk("assets/product-grid.js", ["assets/icons.js"]),
    chunk("assets/checkout-page.js", ["assets/app.js", "assets/zod.js"], "src/pages/checkout-page.tsx"),
    chunk("assets/zod.js", []),
    { type: "asset", fileName: "assets/index.css" } as Rolldown.OutputAsset,
  ].map((output) => [output.fileName, output]),
);

it("marks the entry and the first view's lazy modules with every chunk they import", () => {
  const marked = firstViewChunks(bundle, root, ["src/layouts/header.tsx", "src/pages/category-page.tsx"]);
  expect([...marked].sort()).toEqual([
    "assets/app.js",
    "assets/category-page.js",
    "assets/header.js",
    "assets/icons.js",
    "assets/index.js",
    "assets/product-grid.js",
    "assets/runtime.js",
  ]);
});

it("leaves a page the first view does not show, and what only it imports", () => {
  const marked = firstViewChunks(bundle, root, ["src/layouts/header.tsx"]);
  expect(marked.has("assets/checkout-page.js")).toBe(false);
  expect(marked.has("assets/zod.js")).toBe(false);
  expect(marked.has("assets/category-page.js")).toBe(false);
});
