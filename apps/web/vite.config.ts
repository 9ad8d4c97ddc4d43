import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, minifySync, type Plugin } from "vite";
import { compileHints } from "./compile-hints.ts";
import { FIRST_VIEW_MODULES } from "./src/first-view-modules.ts";

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at the
 * highest settings, so the server sends compressed files without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "taaza-precompress",
    apply: "build",
    configResolved(config) {
      // The server's renderer is read from disk by the server, never sent to a browser.
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|txt|json)$/.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * dist/load-after-paint.js, minified: the server puts it inline at the end of every page it draws
 * (src/load-after-paint.js says why), so it must be small and is never fetched on its own.
 */
function loadAfterPaint(): Plugin {
  const source = fileURLToPath(new URL("./src/load-after-paint.js", import.meta.url));
  return {
    name: "taaza-load-after-paint",
    apply: (config) => !config.build?.ssr,
    generateBundle() {
      const { code, errors } = minifySync(source, readFileSync(source, "utf8"));
      if (errors.length > 0) this.error(`load-after-paint.js: ${errors.map((e) => e.message).join("; ")}`);
      this.emitFile({ type: "asset", fileName: "load-after-paint.js", source: code });
    },
  };
}

/**
 * The name zod's `z` takes in the build, which the tree-shaker is told is pure (see treeshake
 * below). Not `z` itself: that name is matched in every module, and minified libraries use it for
 * their own functions (a library's minified `z` had its calls dropped and nothing rendered).
 */
const ZOD_BUILDER = "zod$builder";

/** Renames `z` to ZOD_BUILDER in our own modules that import it: `z.string()`, `z\n .object()`. */
function zodBuilderName(): Plugin {
  const importLine = 'import { z } from "zod";';
  return {
    name: "taaza-zod-builder-name",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id) || !code.includes(importLine)) return null;
      return code.replace(importLine, `import { z as ${ZOD_BUILDER} } from "zod";`).replace(/(?<![\w$.])z(?=\s*\.)/g, ZOD_BUILDER);
    },
  };
}

/** The modules of the "app" chunk (see codeSplitting below): library folders and app files. */
const FIRST_DOWNLOAD = [
  ...["react", "react-dom", "scheduler", "react-router", "@tanstack", "@lingui"].map((name) => `node_modules/${name}/`),
  ...["api-client", "toast", "session-store", "early-requests"].map((name) => `apps/web/src/lib/${name}.ts`),
  ...["i18n", "compile-message", "format", "use-locale", "messages/shell"].map((name) => `apps/web/src/lib/i18n/${name}.ts`),
  ...["use-session", "use-auth-panel", "auth-panel-context", "use-current-user", "use-pincodes", "use-chosen-pincode"].map(
    (name) => `apps/web/src/hooks/${name}.ts`,
  ),
  "apps/web/src/features/catalog/category-labels.ts",
  "apps/web/src/features/basket/basket-panel-store.ts",
  "apps/web/src/features/basket/components/load-basket-panel.ts",
  ...["images", "delivery-slots", "price", "delivery", "catalog", "basket"].map((name) => `packages/domain/src/${name}.ts`),
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("/", "[\\\\/]");
const firstDownload = new RegExp(FIRST_DOWNLOAD.map(escape).join("|"));

/**
 * React Router 7's package.json sends every bundler to its development build (warnings on, checks
 * kept: remix-run/react-router#12532 and #14753), even for production. A build takes its
 * production build instead: smaller, and less to run while the page hydrates (issue 27).
 */
function reactRouterInProduction(): Plugin {
  const production = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production/index.mjs",
  );
  return {
    name: "taaza-react-router-production",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

// The API server serves both the JSON API and uploaded images; in development Vite forwards
// them so the browser sees one origin, exactly as in production.
const apiServer = "http://localhost:3000";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    zodBuilderName(),
    reactRouterInProduction(),
    react(),
    loadAfterPaint(),
    compileHints(Object.values(FIRST_VIEW_MODULES).flat()),
    precompress(),
  ],
  server: {
    proxy: {
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  preview: {
    proxy: {
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  build: {
    outDir: "dist",
    // dist/.vite/manifest.json: the server's renderer reads which stylesheets a lazy page needs, so
    // the HTML it draws links them and the page does not move when its code arrives.
    manifest: true,
    emptyOutDir: true,
    target: "es2022",
    // Every browser that runs es2022 code but Firefox before 115 and Safari before 17 knows
    // <link rel="modulepreload">; those two simply fetch the modules when the entry imports them.
    // The polyfill would cost every visitor half a kilobyte for their sake.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @taaza/domain builds zod schemas at module level next to the plain helpers the storefront
      // uses (formatRupees, effectivePrice, MESSAGES). Declaring its modules side-effect free and
      // zod's builders (ZOD_BUILDER) pure lets unused schemas, and zod with them, drop out of pages that only
      // need the helpers: about 25 KB gzipped off the home page. Schemas a page does use stay.
      // Schemas that read their messages (`.int(MESSAGES.cart.wholeQuantity)`) would still be kept,
      // because reading a property may run a getter; nothing in this app relies on a getter's side
      // effect, so property reads are treated as pure too.
      //
      // A feature's index.ts (its public surface, re-exports only: see eslint-layers.js) is side-effect
      // free too. Otherwise a page that imports one name from it would pull in every module it names,
      // with their stylesheets: the home page took the product page's gallery and its CSS with it.
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /apps[\\/]web[\\/]src[\\/](admin[\\/])?features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
        manualPureFunctions: [ZOD_BUILDER],
        propertyReadSideEffects: false,
      },
      // The first download as few files as possible: when a change to the module graph makes
      // Rolldown give up merging the modules the home page shares with lazy pages into the entry
      // (it did with the i18n catalogues' lazy imports), they come out as two dozen small chunks
      // that gzip badly, about 4 KB more in all. This group keeps the libraries every page runs
      // on and the app's own always-loaded helpers in one "app" chunk. Only modules the home page
      // loads anyway belong here: anything matched is downloaded first. The domain modules listed
      // hold zod schemas the browser does not use; were a page to use one, it would move here with
      // zod, and the bundle budget (scripts/bench/bundle-size.mjs) would fail.
      output: {
        codeSplitting: {
          groups: [{ name: "app", test: firstDownload }],
        },
      },
    },
  },
});
