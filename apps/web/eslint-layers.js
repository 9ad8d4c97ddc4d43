// An ESLint rule that keeps the web app's layers apart (docs: /work/shared/STYLE.md, "Web app by
// feature"). Relative imports are resolved to the file they name, so the rule sees real folders
// whatever the depth of the importing file; type-only imports and import() count like the rest:
//   - a feature (src/features/<f>, src/admin/features/<f>) imports its own files and shared code
//     only, never another feature;
//   - shared code (src/components/ui, src/lib, src/hooks, src/admin/components, src/admin/lib)
//     imports shared code only;
//   - everything else (pages, layouts, routes, boot) composes features, each only through its
//     front door, the feature's index.ts, which names what the rest of the app may use;
//   - a feature's index.ts only re-exports (the bundler is told it has no side effects: vite.config.ts).
import path from "node:path";

const SRC = path.join(import.meta.dirname, "src");

const SHARED_FOLDERS = ["components/ui", "lib", "hooks", "admin/components", "admin/lib"];

/**
 * @param {string} file an absolute path
 * @returns {{ kind: "feature", name: string, frontDoor: boolean } | { kind: "shared" } | { kind: "app" } | null}
 */
export function layerOf(file) {
  const relative = path.relative(SRC, file).split(path.sep).join("/");
  if (relative.startsWith("..")) return null;
  const feature = /^((?:admin\/)?features\/[^/]+)\/(.*)$/.exec(relative);
  if (feature) return { kind: "feature", name: feature[1].replace(/^(admin\/)?features\//, "$1"), frontDoor: feature[2] === "index.ts" };
  if (SHARED_FOLDERS.some((folder) => relative.startsWith(`${folder}/`))) return { kind: "shared" };
  return { kind: "app" };
}

function describe(layer) {
  return layer.kind === "feature" ? `feature "${layer.name}"` : layer.kind === "shared" ? "shared code" : "pages and layouts";
}

/** @type {import("eslint").Rule.RuleModule} */
const layersRule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Web features import only themselves and shared layers, shared code imports no feature, and the rest use a feature only through its index.ts.",
    },
    messages: {
      crossFeature: "{{from}} may not import {{to}}: move what both need into components/ui, lib or hooks, or let a page compose them.",
      sharedImportsUp: "Shared code may not import {{to}}: shared layers sit below features, pages and layouts.",
      frontDoor: "{{from}} may use {{to}} only through its index.ts, which names what the feature lets others use.",
      indexOnlyReExports:
        'A feature\'s index.ts only re-exports (export { ... } from "./..."): the bundler treats it as free of side effects.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (!to || to.kind === "shared") return;
      if (from.kind === "feature" && to.kind === "feature" && from.name === to.name) return;
      if (from.kind === "shared") report(source, "sharedImportsUp", { to: describe(to) });
      else if (from.kind === "feature") report(source, "crossFeature", { from: describe(from), to: describe(to) });
      else if (to.kind === "feature" && !to.frontDoor) report(source, "frontDoor", { from: describe(from), to: describe(to) });
    };
    const report = (node, messageId, data) => context.report({ node, messageId, data });
    const visitors = { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    if (from.kind !== "feature" || !from.frontDoor) return visitors;
    return {
      ...visitors,
      Program(program) {
        for (const statement of program.body) {
          const reExport = (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") && statement.source;
          if (!reExport) report(statement, "indexOnlyReExports", {});
        }
      },
    };
  },
};

export const webLayersPlugin = { rules: { layers: layersRule } };
