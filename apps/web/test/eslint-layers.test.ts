import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { webLayersPlugin } from "../eslint-layers.js";

// The web app's layer rule, run as `npm run lint` runs it (eslint.config.js), on code written the
// way the app writes it (relative imports ending in .ts/.tsx, type-only imports, import()), placed
// at real paths of the tree: a check that cannot fail guards nothing.
const SRC = path.join(import.meta.dirname, "../src");
const linter = new Linter({ cwd: path.join(import.meta.dirname, "../../..") });
const config: Linter.Config[] = [
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "web-layers": webLayersPlugin },
    rules: { "web-layers/layers": "error" },
  },
];

/** The layer rule's complaints about `code` were it the file at `file` (relative to src). */
function lint(file: string, code: string): string[] {
  return linter
    .verify(code, config, { filename: path.join(SRC, file) })
    .filter((message) => message.ruleId === "web-layers/layers" || message.fatal)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the web app's layer rule", () => {
  it("refuses a page that reaches past a feature's index.ts, type-only and lazy imports too", () => {
    expect(
      lint("pages/product-page.tsx", 'import { ProductGallery } from "../features/catalog/components/product-gallery.tsx";\n'),
    ).toEqual([
      'web-layers/layers: pages and layouts may use feature "catalog" only through its index.ts, which names what the feature lets others use.',
    ]);
    expect(lint("layouts/mobile-menu.tsx", 'import type { ShopInfo } from "../features/shop/api/get-shop.ts";\n')).toHaveLength(1);
    expect(
      lint(
        "admin/pages/admin-dashboard-page.tsx",
        'const Charts = lazy(() => import("../features/stats/components/dashboard-charts.tsx"));\n',
      ),
    ).toEqual([
      'web-layers/layers: pages and layouts may use feature "admin/stats" only through its index.ts, which names what the feature lets others use.',
    ]);
    expect(lint("boot/start-early-requests.ts", 'export { getProduct } from "../features/catalog/api/get-product.ts";\n')).toHaveLength(1);
  });

  it("lets pages, layouts and the boot code use a feature through its index.ts", () => {
    expect(lint("pages/product-page.tsx", 'import { ProductView } from "../features/catalog/index.ts";\n')).toEqual([]);
    expect(lint("layouts/mobile-menu.tsx", 'import { mailtoHref, type ShopInfo } from "../features/shop/index.ts";\n')).toEqual([]);
    expect(lint("admin/layout/admin-layout.tsx", 'import { invalidateStats } from "../features/stats/index.ts";\n')).toEqual([]);
  });

  it("refuses a feature that imports another feature, even through its index.ts, or a page", () => {
    expect(lint("features/checkout/components/checkout-flow.tsx", 'import { rememberOrder } from "../../orders/index.ts";\n')).toEqual([
      'web-layers/layers: feature "checkout" may not import feature "orders": move what both need into components/ui, lib or hooks, or let a page compose them.',
    ]);
    expect(
      lint("admin/features/products/components/quick-pricing-list.tsx", 'import type { Deal } from "../../deals/api/deals.ts";\n'),
    ).toHaveLength(1);
    expect(lint("features/home/components/home-view.tsx", 'import { ErrorPage } from "../../../pages/error-page.tsx";\n')).toHaveLength(1);
    expect(lint("features/home/components/home-view.tsx", 'import { useDeals } from "../api/get-deals.ts";\n')).toEqual([]);
  });

  it("refuses shared code that imports a feature or a page", () => {
    expect(lint("components/ui/product-grid.tsx", 'import { BasketControl } from "../../features/basket/index.ts";\n')).toEqual([
      'web-layers/layers: Shared code may not import feature "basket": shared layers sit below features, pages and layouts.',
    ]);
    expect(lint("hooks/use-session.ts", 'import { RootLayout } from "../layouts/root-layout.tsx";\n')).toHaveLength(1);
  });

  it("refuses a feature's index.ts that does more than re-export", () => {
    expect(lint("features/shop/index.ts", 'export { useShop } from "./api/get-shop.ts";\nexport const CONTACT = "shop";\n')).toEqual([
      'web-layers/layers: A feature\'s index.ts only re-exports (export { ... } from "./..."): the bundler treats it as free of side effects.',
    ]);
    expect(
      lint(
        "admin/features/stats/index.ts",
        'import "./components/dashboard-figures.css";\nexport { SalesCharts } from "./components/sales-charts.tsx";\n',
      ),
    ).toHaveLength(1);
  });

  // Parsing the whole tree takes seconds, more while the other test files run beside it.
  it("passes the real tree, where every feature has an index.ts", { timeout: 60_000 }, () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? files(file) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
      });
    const all = files(SRC);
    const complaints = all.flatMap((file) =>
      lint(path.relative(SRC, file), readFileSync(file, "utf8")).map((c) => `${path.relative(SRC, file)}: ${c}`),
    );
    expect(complaints).toEqual([]);
    const features = ["features", "admin/features"].flatMap((root) =>
      readdirSync(path.join(SRC, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${root}/${entry.name}`),
    );
    expect(features.filter((feature) => !all.includes(path.join(SRC, feature, "index.ts")))).toEqual([]);
    expect(all.length).toBeGreaterThan(300);
  });
});
