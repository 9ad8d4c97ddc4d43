#!/usr/bin/env node
// No import cycles in the server, the web app or the domain. A cycle makes module load order decide which binding is still
// undefined at run time, and it blurs which module owns what (decision record 006).
//
// Why a script and not eslint-plugin-import-x's no-cycle: that plugin needs unrs-resolver, whose
// per-platform binaries are not all on the registry this project installs from, so `npm ci`
// refuses the lockfile. The TypeScript compiler already here reads imports well enough.
//
// Type-only imports vanish at run time and are not counted. Exit code 1 lists every cycle found.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["apps/server/src", "apps/web/src", "packages/domain/src"];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** Relative imports that survive compilation (not `import type`, not all-`type` named imports). */
function runtimeImports(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement);
    if (!isImport && !isExport) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    if (isImport && typeOnlyImport(statement.importClause)) continue;
    if (isExport && (statement.isTypeOnly || typeOnlyNamedExports(statement.exportClause))) continue;
    const target = resolveImport(file, specifier.text);
    if (target) found.push(target);
  }
  return found;
}

function typeOnlyImport(clause) {
  if (!clause) return false; // `import "./side-effect.js"` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function typeOnlyNamedExports(clause) {
  return Boolean(clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const withoutJs = base.replace(/\.js$/, "");
  const candidates = [`${withoutJs}.ts`, `${withoutJs}.tsx`, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const graph = new Map();
for (const dir of roots) for (const file of sourceFiles(resolve(root, dir))) graph.set(file, runtimeImports(file));

// Tarjan's strongly connected components: every component larger than one file is a cycle.
let index = 0;
const indexOf = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function connect(file) {
  indexOf.set(file, index);
  lowLink.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!indexOf.has(next)) {
      connect(next);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(next)));
    } else if (onStack.has(next)) {
      lowLink.set(file, Math.min(lowLink.get(file), indexOf.get(next)));
    }
  }
  if (lowLink.get(file) !== indexOf.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file);
  if (component.length > 1 || selfImport) cycles.push(component);
}

for (const file of graph.keys()) if (!indexOf.has(file)) connect(file);

if (cycles.length === 0) {
  console.log(`import cycles: none in ${graph.size} files (${roots.join(", ")})`);
} else {
  for (const cycle of cycles) {
    console.error(`import cycle between:\n${cycle.map((file) => `  ${relative(root, file)}`).join("\n")}`);
  }
  process.exit(1);
}
