// An ESLint rule that keeps the web app's layers apart (docs: /work/shared/STYLE.md, "Web app by
// feature"). Relative imports are resolved to the file they name, so the rule sees real folders
// whatever the depth of the importing file:
//   - a feature (src/features/<f>, src/admin/features/<f>) imports its own files and shared code only;
//   - shared code (src/components/ui, src/lib, src/hooks, src/admin/components, src/admin/lib)
//     imports shared code only;
//   - everything else (pages, layouts, routes, boot) composes features and may import anything.
import path from "node:path";

const SRC = path.join(import.meta.dirname, "src");

const SHARED_FOLDERS = ["components/ui", "lib", "hooks", "admin/components", "admin/lib"];

/** @returns {{ kind: "feature", name: string } | { kind: "shared" } | { kind: "app" } | null} */
export function layerOf(file) {
  const relative = path.relative(SRC, file).split(path.sep).join("/");
  if (relative.startsWith("..")) return null;
  const feature = /^(admin\/)?features\/([^/]+)\//.exec(relative);
  if (feature) return { kind: "feature", name: `${feature[1] ?? ""}${feature[2]}` };
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
    docs: { description: "Web features import only themselves and shared layers; shared code imports no feature." },
    messages: {
      crossFeature: "{{from}} may not import {{to}}: move what both need into components/ui, lib or hooks, or let a page compose them.",
      sharedImportsUp: "Shared code may not import {{to}}: shared layers sit below features, pages and layouts.",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.kind === "app") return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (!to || to.kind === "shared") return;
      if (from.kind === "feature" && to.kind === "feature" && to.name === from.name) return;
      if (from.kind === "shared") context.report({ node: source, messageId: "sharedImportsUp", data: { to: describe(to) } });
      else context.report({ node: source, messageId: "crossFeature", data: { from: describe(from), to: describe(to) } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const webLayersPlugin = { rules: { layers: layersRule } };
