#!/usr/bin/env node
// The house's dependency rules, checked on the real import graph (issue 26; the layout is in
// docs/decisions/020-the-house.md). Every import is resolved by the TypeScript compiler's own
// module resolution, exactly as the code writes it (`./x.ts`, `../m/index.ts`, `@taaza/domain`),
// and every kind counts for every layering rule: `import type` and `export type ... from` (a
// type-only import still ties two files' designs together, and it is how a circle hides),
// re-exports, `import()` calls and types, and Vite's `import.meta.glob`. A relative import that
// resolves to nothing fails the check too: a check that cannot see an edge cannot fail on it.
//
// One exception, for cycles only: a lazy import (`import()` called at run time, a lazy
// `import.meta.glob`) is how a loader points at what it loads (the route table at its pages, i18n
// at its catalogues, which are written against i18n's types). It loads after both ends exist and
// leaves the loaded file's design depending on the loader alone, so it does not close a cycle.
//
// Why not dependency-cruiser: 18.7.2 declares Node ^22 || ^24 || >=26 and this project runs on
// Node 20; the compiler is already here and resolves exactly as `tsc -b` does.
//
// Usage: node scripts/check-dependencies.mjs [root]   (root: the repository, by default this one)
// Exit 1 lists every violation as `rule: from -> to`, paths relative to the root.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Required, not imported: as an ES import, Node first scans the compiler's 9 MB of CommonJS for its
// export names, a quarter of the check's time.
/** @type {typeof import("typescript")} */
const ts = createRequire(import.meta.url)("typescript");

const started = performance.now();
const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));

const SERVER = "apps/server/src";
const WEB = "apps/web/src";
const DOMAIN = "packages/domain";

/** Where the checked files live. Server and web tests are not read: every rule exempts them. */
const SCANNED = [SERVER, "apps/server/bench", WEB, `${DOMAIN}/src`, `${DOMAIN}/test`];
/** Import cycles are looked for in the shipped code only. */
const CYCLE_SCOPE = [SERVER, WEB, `${DOMAIN}/src`];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

/** What each rule forbids, printed under its violations. */
const RULES = {
  "no-cycle": "no import cycles in apps/server/src, apps/web/src, packages/domain/src (type-only imports count, lazy ones do not)",
  "platform-below-modules": "apps/server/src/platform imports no module, read model, process or app.ts",
  "module-front-door": "outside modules/<m>/, a module is imported only through modules/<m>/index.ts (server tests exempt)",
  "front-door-no-repository": "a module's index.ts never imports a *-repository.ts, not even to re-export it",
  "table-owner": "modules/<m>/*-tables.ts is imported only by module <m>, read-models/ and platform/database/schema.ts",
  "modules-below-processes": "modules never import processes/ or app.ts",
  "domain-pure": "packages/domain imports nothing of apps/server, apps/web, Node built-ins, or anything outside its package",
  "web-feature-surface":
    "a web feature is imported only through its index.ts, and features do not import other features (web tests exempt)",
  "unresolved-import": "every relative import resolves to a file (an edge the check cannot see is an edge it cannot fail on)",
};

// ---------------------------------------------------------------------------------------------
// Files and their imports

/** @param {string} file an absolute path @returns {string} the path from the root, with forward slashes */
const rel = (file) => path.relative(root, file).split(path.sep).join("/");
/** @param {string} file @param {string} dir relative to the root */
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/**
 * Every module specifier the file names, with how it is named.
 * @param {string} file
 * @returns {{ specifier: string, typeOnly: boolean, lazy: boolean }[]}
 */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {{ specifier: string, typeOnly: boolean, lazy: boolean }[]} */
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const add = (specifier, typeOnly, lazy = false) => {
    if (specifier !== undefined) found.push({ specifier, typeOnly, lazy });
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = Boolean(
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly))),
      );
      add(literal(node.moduleSpecifier), typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(literal(node.moduleSpecifier), node.isTypeOnly || Boolean(named?.length && named.every((element) => element.isTypeOnly)));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(literal(node.moduleReference.expression), node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(literal(argument.literal), true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(literal(node.arguments[0]), false, true);
      else if (ts.isIdentifier(callee) && callee.text === "require") add(literal(node.arguments[0]), false);
      else if (isImportMetaGlob(callee)) {
        const patterns = node.arguments[0];
        const lazy = !(callee.name.text === "globEager" || globIsEager(node.arguments[1]));
        for (const pattern of patterns && ts.isArrayLiteralExpression(patterns) ? patterns.elements : [patterns]) {
          addGlob(literal(pattern), lazy);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  /** Vite's `import.meta.glob("./catalogs/*\/*.ts")`: an import of every file it matches. */
  const addGlob = (pattern, lazy) => {
    if (pattern === undefined || pattern.startsWith("!")) return;
    for (const match of globFrom(path.dirname(file), pattern)) add(match, false, lazy);
  };
  visit(source);
  return found;
}

/** @param {ts.Expression} callee */
function isImportMetaGlob(callee) {
  return (
    ts.isPropertyAccessExpression(callee) &&
    /^glob(Eager)?$/.test(callee.name.text) &&
    ts.isMetaProperty(callee.expression) &&
    callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** @param {ts.Expression | undefined} options the glob's options: `{ eager: true }` loads at once */
function globIsEager(options) {
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "eager" && p.initializer.kind === ts.SyntaxKind.TrueKeyword,
  );
}

/** @param {string} dir @param {string} pattern a relative glob with `*` and `**` @returns {string[]} specifiers */
function globFrom(dir, pattern) {
  if (!pattern.startsWith(".")) return [];
  const fixed = pattern.slice(0, pattern.indexOf("*") === -1 ? pattern.length : pattern.indexOf("*"));
  const start = path.resolve(dir, fixed.slice(0, fixed.lastIndexOf("/") + 1));
  const segment = (part) => part.replace(/[.+?^$()|[\]{}\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  const parts = pattern.split("/");
  const source = parts.map((part, i) => (part === "**" ? "(?:[^/]+/)*" : segment(part) + (i < parts.length - 1 ? "/" : ""))).join("");
  const matcher = new RegExp(`^${source}$`);
  const all = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? all(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  return (existsSync(start) ? all(start) : [])
    .map((file) => {
      const specifier = path.relative(dir, file).split(path.sep).join("/");
      return specifier.startsWith(".") ? specifier : `./${specifier}`;
    })
    .filter((specifier) => matcher.test(specifier));
}

// ---------------------------------------------------------------------------------------------
// Resolution: the compiler's, with the options of the tsconfig each file belongs to

/** Workspace packages by name (`@taaza/domain` -> packages/domain), read from the package files. */
const workspaces = new Map();
{
  const manifest = path.join(root, "package.json");
  const dirs = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")).workspaces ?? []) : [];
  for (const dir of dirs) {
    const pkg = path.join(root, dir, "package.json");
    if (existsSync(pkg)) workspaces.set(JSON.parse(readFileSync(pkg, "utf8")).name, path.join(root, dir));
  }
}
/** node_modules/<name> as npm links it, so a copy of the tree without node_modules resolves the same. */
const links = new Map([...workspaces].map(([name, dir]) => [path.join(root, "node_modules", name), dir]));
const linked = (file) => {
  for (const [link, dir] of links) if (file === link || file.startsWith(link + path.sep)) return dir + file.slice(link.length);
  return file;
};
/** @type {ts.ModuleResolutionHost} */
const host = {
  fileExists: (file) => ts.sys.fileExists(linked(file)),
  readFile: (file) => ts.sys.readFile(linked(file)),
  directoryExists: (dir) => [...links.keys()].some((link) => link.startsWith(dir + path.sep)) || ts.sys.directoryExists(linked(dir)),
  realpath: (file) => (ts.sys.realpath ?? ((p) => p))(linked(file)),
  getCurrentDirectory: () => root,
  getDirectories: (dir) => ts.sys.getDirectories(linked(dir)),
};

const optionsByConfig = new Map();
/** @param {string} file @returns {ts.CompilerOptions} the options of the nearest tsconfig.json */
function compilerOptionsFor(file) {
  for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
    const config = path.join(dir, "tsconfig.json");
    if (!optionsByConfig.has(config) && existsSync(config)) {
      const read = ts.readConfigFile(config, (name) => ts.sys.readFile(name));
      if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
      // Only the options are wanted: no listing of the project's files.
      optionsByConfig.set(config, ts.parseJsonConfigFileContent(read.config, { ...ts.sys, readDirectory: () => [] }, dir).options);
    }
    if (optionsByConfig.has(config)) return optionsByConfig.get(config);
    if (dir === root) break;
  }
  throw new Error(`no tsconfig.json above ${rel(file)}`);
}

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const isBuiltin = (specifier) => specifier.startsWith("node:") || builtinModules.includes(packageName(specifier));

/**
 * @param {string} from an absolute path
 * @param {string} specifier
 * @returns {{ file: string } | { external: string } | { unresolved: true }}
 */
function resolve(from, specifier) {
  const relative = specifier.startsWith(".") || specifier.startsWith("/");
  if (!relative && !workspaces.has(packageName(specifier))) return { external: specifier };
  const options = compilerOptionsFor(from);
  const resolved = ts.resolveModuleName(specifier, from, options, host).resolvedModule;
  if (resolved) {
    let file = path.resolve(linked(resolved.resolvedFileName));
    // A script typed by a declaration beside it (load-after-paint.js and .d.ts): the edge is the script's.
    if (file.endsWith(".d.ts")) {
      const script = [".js", ".mjs"].map((extension) => file.slice(0, -".d.ts".length) + extension).find((f) => existsSync(f));
      if (script) file = script;
    }
    return { file };
  }
  if (!relative) return { external: specifier };
  // Stylesheets, images and other assets Vite bundles: the compiler has no notion of them.
  const asset = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""));
  if (existsSync(asset) && statSync(asset).isFile()) return { file: asset };
  return { unresolved: true };
}

// ---------------------------------------------------------------------------------------------
// The graph

/** @type {Map<string, { to: string, typeOnly: boolean, lazy: boolean }[]>} checked file -> files it imports (both relative to the root) */
const graph = new Map();
/** @type {Map<string, string[]>} checked file -> bare specifiers of packages outside the workspace */
const externals = new Map();
/** @type {string[]} */
const violations = [];
let edges = 0;
let typeOnlyEdges = 0;

for (const dir of SCANNED) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const from = rel(file);
    const targets = new Map();
    const bare = new Set();
    for (const { specifier, typeOnly, lazy } of importsOf(file)) {
      const result = resolve(file, specifier);
      if ("unresolved" in result) violations.push(`unresolved-import: ${from} -> ${specifier}`);
      else if ("external" in result) bare.add(result.external);
      else {
        const to = rel(result.file);
        const seen = targets.get(to) ?? { typeOnly: true, lazy: true };
        targets.set(to, { typeOnly: seen.typeOnly && typeOnly, lazy: seen.lazy && lazy });
      }
    }
    const list = [...targets].map(([to, kind]) => ({ to, ...kind }));
    edges += list.length;
    typeOnlyEdges += list.filter((edge) => edge.typeOnly).length;
    graph.set(from, list);
    externals.set(from, [...bare]);
  }
}

// ---------------------------------------------------------------------------------------------
// The layering rules, one edge at a time

const MODULES = `${SERVER}/modules`;
/** @returns {string | undefined} the module a server file belongs to */
const moduleOf = (file) => (within(file, MODULES) ? file.slice(MODULES.length + 1).split("/")[0] : undefined);
const isServerTest = (file) => within(file, "apps/server/test");
/** @returns {string | undefined} "features/<f>" or "admin/features/<f>", the web feature a file belongs to */
const featureOf = (file) => {
  const match = new RegExp(`^${WEB}/((?:admin/)?features/[^/]+)/`).exec(file);
  return match?.[1];
};

for (const [from, list] of graph) {
  const fromModule = moduleOf(from);
  const fromFeature = featureOf(from);
  for (const { to } of list) {
    const say = (rule) => violations.push(`${rule}: ${from} -> ${to}`);
    const toModule = moduleOf(to);
    // A module's tables have a rule of their own (table-owner): the schema aggregate and the read
    // models may import them, and neither the platform nor the front-door rule says otherwise.
    const toTables = Boolean(toModule) && /-tables\.[cm]?tsx?$/.test(to);

    if (within(from, `${SERVER}/platform`) && !(toTables && from === `${SERVER}/platform/database/schema.ts`)) {
      const above = [MODULES, `${SERVER}/read-models`, `${SERVER}/processes`].some((dir) => within(to, dir)) || to === `${SERVER}/app.ts`;
      if (above) say("platform-below-modules");
    }
    if (toModule && !toTables && toModule !== fromModule && to !== `${MODULES}/${toModule}/index.ts` && !isServerTest(from))
      say("module-front-door");
    if (fromModule && from === `${MODULES}/${fromModule}/index.ts` && /-repository\.[cm]?tsx?$/.test(to)) say("front-door-no-repository");
    if (toTables && !isServerTest(from)) {
      const owner = fromModule === toModule || within(from, `${SERVER}/read-models`) || from === `${SERVER}/platform/database/schema.ts`;
      if (!owner) say("table-owner");
    }
    if (fromModule && (within(to, `${SERVER}/processes`) || to === `${SERVER}/app.ts`)) say("modules-below-processes");
    if (within(from, DOMAIN) && !within(to, DOMAIN)) say("domain-pure");

    const toFeature = featureOf(to);
    if (toFeature && toFeature !== fromFeature) {
      const frontDoor = [`${WEB}/${toFeature}/index.ts`, `${WEB}/${toFeature}/index.tsx`].includes(to);
      if (fromFeature || !frontDoor) say("web-feature-surface");
    }
  }
  if (within(from, DOMAIN)) {
    const forbidden = (specifier) => isBuiltin(specifier) || ["@taaza/server", "@taaza/web"].includes(packageName(specifier));
    for (const specifier of externals.get(from) ?? []) if (forbidden(specifier)) violations.push(`domain-pure: ${from} -> ${specifier}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Cycles: Tarjan's strongly connected components; each circle is shown by its shortest cycle
// through its first file, followed by all the files that take part in it.

const inScope = (file) => CYCLE_SCOPE.some((dir) => within(file, dir));
const next = (file) =>
  (graph.get(file) ?? [])
    .filter((edge) => !edge.lazy)
    .map((edge) => edge.to)
    .filter((to) => graph.has(to) && inScope(to));
const circles = [];
{
  let counter = 0;
  const indexOf = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const connect = (file) => {
    indexOf.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next(file)) {
      if (!indexOf.has(to)) {
        connect(to);
        lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(to)));
      } else if (onStack.has(to)) {
        lowLink.set(file, Math.min(lowLink.get(file), indexOf.get(to)));
      }
    }
    if (lowLink.get(file) !== indexOf.get(file)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || next(file).includes(file)) circles.push(members.sort());
  };
  for (const file of [...graph.keys()].filter(inScope).sort()) if (!indexOf.has(file)) connect(file);
}

/** @param {string[]} members @returns {string[]} the shortest path from the first member back to it */
function shortestCycle(members) {
  const inCircle = new Set(members);
  const start = members[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const to of next(file).filter((f) => inCircle.has(f))) {
      if (to === start) {
        const path = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const circleNotes = new Map();
for (const members of circles.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]))) {
  const line = `no-cycle: ${shortestCycle(members).join(" -> ")}`;
  violations.push(line);
  if (members.length > 2) circleNotes.set(line, `  (a circle of ${members.length} files: ${members.join(", ")})`);
}

// ---------------------------------------------------------------------------------------------

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `${graph.size} files, ${edges} imports between them (${typeOnlyEdges} type-only) in ${seconds} s`;
if (violations.length === 0) {
  console.log(`dependency rules: no violations in ${summary}`);
} else {
  const unique = [...new Set(violations)];
  for (const rule of Object.keys(RULES)) {
    const lines = unique.filter((line) => line.startsWith(`${rule}: `));
    if (lines.length === 0) continue;
    console.error(`${rule} (${RULES[rule]}): ${lines.length}`);
    // Cycles stay largest first; the rest read best sorted by the importing file.
    for (const line of rule === "no-cycle" ? lines : lines.sort()) {
      console.error(line);
      if (circleNotes.has(line)) console.error(circleNotes.get(line));
    }
  }
  console.error(`dependency rules: ${unique.length} violations in ${summary}`);
  process.exit(1);
}
