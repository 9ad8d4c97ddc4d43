// Compiles the server to plain JavaScript in dist/, so production runs `node dist/main.js` with no
// TypeScript loader. The shop's own code (and the domain package, which ships TypeScript source)
// is bundled; every npm dependency stays external and is loaded from node_modules as usual.
// Chunks sit beside main.js, so paths resolved from import.meta.url (src/server-root.ts) keep
// pointing at this folder. Code loaded with `await import()` (PGlite, the demo seeding and its
// drawings, the S3 SDK) lands in its own chunk and is read only when used.
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const here = new URL(".", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", here), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => name !== "@taaza/domain");

rmSync(new URL("dist", here), { recursive: true, force: true });
await build({
  absWorkingDir: new URL(".", here).pathname,
  entryPoints: { main: "src/main.ts", "migrate-cli": "src/platform/database/migrate-cli.ts", "seed-cli": "src/seed/seed-cli.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external,
  sourcemap: true,
  logLevel: "warning",
});
console.log("server built to apps/server/dist");
