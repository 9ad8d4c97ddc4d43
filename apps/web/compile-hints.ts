import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file now. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks the storefront's first view runs: the entry's, and those of the first view's lazy
 * modules (src/first-view-modules.ts), each with every chunk it imports. `root` is the project's
 * folder, to which `modules` are relative.
 */
export function firstViewChunks(bundle: Rolldown.OutputBundle, root: string, modules: readonly string[]): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  const marked = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || marked.has(chunk.fileName)) return;
    marked.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(chunks.get(file)));
  };
  for (const chunk of chunks.values()) {
    const source = chunk.facadeModuleId && path.relative(root, chunk.facadeModuleId).split(path.sep).join("/");
    if (chunk.isEntry || (source && modules.includes(source))) visit(chunk);
  }
  return marked;
}

/**
 * Puts V8's compile hint atop the first view's chunks. A function V8 has not compiled is compiled
 * on the main thread the first time it is called: while a page hydrated, that took longer than
 * running the code itself (about 200 of the 1,500 ms of main-thread work loading a category page
 * on the development machine). With the hint V8 compiles the whole file on a background thread
 * as it streams in. Only those chunks: the first view calls most of their code (55-100% of their
 * bytes), and a later page's chunks would be compiled whole for a few functions. Other browsers
 * read a comment. Written on disk, after Vite has added its own first lines.
 */
export function compileHints(modules: readonly string[]): Plugin {
  let root = "";
  return {
    name: "taaza-compile-hints",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      for (const fileName of firstViewChunks(bundle, root, modules)) {
        const file = path.join(options.dir ?? "", fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
      }
    },
  };
}
