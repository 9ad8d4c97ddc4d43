// The dependency rules `npm run lint` checks (scripts/check-dependencies.mjs). For each rule, a copy
// of the real tree gets a violation written the way the code writes its imports (`.ts` paths,
// `import type` for the layering rules, cycles among real files), and the check must fail naming
// the rule; and the real tree must pass. Where the tree does not have a folder of the house's layout
// yet (platform/, read-models/, processes/, *-tables.ts, a web feature's index.ts), the copy gets
// that file in the code's style, so the same plants still land in real files once it does.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const script = path.join(repo, "scripts/check-dependencies.mjs");

/** What the check reads: the sources and the package and compiler settings that resolve them. */
const COPIED = [
  "package.json",
  "tsconfig.base.json",
  "apps/server/package.json",
  "apps/server/tsconfig.json",
  "apps/server/src",
  "apps/server/bench",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "apps/web/src",
  "packages/domain/package.json",
  "packages/domain/tsconfig.json",
  "packages/domain/src",
  "packages/domain/test",
];

const SERVER = "apps/server/src";
const MODULES = `${SERVER}/modules`;
const WEB = "apps/web/src";

type Result = { status: number | null; output: string; lines: string[] };

/** Runs the check on a tree, as `npm run check:deps` does on the real one. */
function check(root: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, root], { encoding: "utf8" }, (error, stdout, stderr) => {
      const output = stdout + stderr;
      const status = error ? (typeof error.code === "number" ? error.code : null) : 0;
      resolve({ status, output, lines: output.split("\n") });
    });
  });
}

/** A copy of the real tree to plant violations in; paths are relative to its root, as the check prints them. */
class Tree {
  readonly root = mkdtempSync(path.join(tmpdir(), "taaza-deps-"));

  constructor() {
    for (const entry of COPIED) {
      if (!existsSync(path.join(repo, entry))) continue;
      cpSync(path.join(repo, entry), path.join(this.root, entry), {
        recursive: true,
        filter: (source) => !source.split(path.sep).includes("node_modules"),
      });
    }
  }

  has(file: string): boolean {
    return existsSync(path.join(this.root, file));
  }

  read(file: string): string {
    return readFileSync(path.join(this.root, file), "utf8");
  }

  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
    writeFileSync(path.join(this.root, file), text);
  }

  /** Adds an import line at the top of a real file. */
  plant(file: string, line: string): void {
    this.write(file, `${line}\n${this.read(file)}`);
  }

  /** The file if the tree has it, else that file written in the code's style. */
  ensure(file: string, text: string): string {
    if (!this.has(file)) this.write(file, text);
    return file;
  }

  /** The source files under a folder (recursively), sorted; none if it does not exist. */
  files(dir: string): string[] {
    if (!this.has(dir)) return [];
    return readdirSync(path.join(this.root, dir), { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? this.files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .sort();
  }

  folders(dir: string): string[] {
    return readdirSync(path.join(this.root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  }

  /** Real relative imports `from -> to` under a folder, as the files write them. */
  edges(dir: string): [string, string][] {
    return this.files(dir).flatMap((from) =>
      [...this.read(from).matchAll(/^(?:import|export)\b[^;]*? from "(\.[^"]+\.tsx?)";$/gm)]
        .map((match): [string, string] => [from, path.posix.join(path.posix.dirname(from), match[1]!)])
        .filter(([, to]) => this.has(to)),
    );
  }

  check(): Promise<Result> {
    return check(this.root);
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** How `from` names `to` in an import: `./x.ts`, `../orders/index.ts`. */
function specifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** Today's tree as the check sees it: a plant must add a violation it does not already have. */
let baseline: Result;
const trees: Tree[] = [];

function tree(): Tree {
  const made = new Tree();
  trees.push(made);
  return made;
}

/** The first candidate whose violation is not already in today's tree (so a pass is the plant's doing). */
function fresh<T>(candidates: T[], line: (candidate: T) => string): T {
  const found = candidates.find((candidate) => !baseline.lines.includes(line(candidate)));
  if (found === undefined) throw new Error(`every candidate is a violation already, e.g. ${line(candidates[0]!)}`);
  return found;
}

/** Expects the check to fail with each planted line, none of which today's tree has. */
function expectViolations(result: Result, planted: string[]): void {
  for (const line of planted) expect(baseline.lines, "planted a violation the tree already has").not.toContain(line);
  expect(result.status).toBe(1);
  expect(result.lines).toEqual(expect.arrayContaining(planted));
}

/** Files of the house's layout that the copy gets when the tree does not have them yet. */
const LAYOUT = {
  clock: (t: Tree) =>
    t.ensure(
      `${SERVER}/platform/clock.ts`,
      `/** The time as the shop sees it; tests pass a fixed or settable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
`,
    ),
  guards: (t: Tree) =>
    t.ensure(
      `${SERVER}/platform/http/guards.ts`,
      `import type { FastifyRequest } from "fastify";

/** Who a bearer token belongs to, as the guards need it. */
export type Authenticate = (token: string) => Promise<{ userId: string; role: string } | undefined>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
}
`,
    ),
  schema: (t: Tree) =>
    t.ensure(
      `${SERVER}/platform/database/schema.ts`,
      `// The one aggregate of every module's tables, for drizzle's client and drizzle-kit.
export * from "../../db/schema.ts";
`,
    ),
  databaseClient: (t: Tree) =>
    t.ensure(
      `${SERVER}/platform/database/client.ts`,
      `import type { PgDatabase } from "drizzle-orm/pg-core";

export type Database = PgDatabase<never>;
`,
    ),
  process: (t: Tree) =>
    t.files(`${SERVER}/processes`)[0] ??
    t.ensure(
      `${SERVER}/processes/cancel-order.ts`,
      `/** Cancels an order: its refund, its slot place back, the customer told; returns what to do after commit. */
export type CancelOrder = (orderId: string, by: { userId: string }) => Promise<{ afterCommit: () => Promise<void> }>;
`,
    ),
  readModel: (t: Tree) =>
    t.files(`${SERVER}/read-models`)[0] ??
    t.ensure(
      `${SERVER}/read-models/order-views.ts`,
      `/** Orders as staff screens show them, with the customer's name. */
export type OrderView = { id: string; status: string; customerName: string };
`,
    ),
  /** A module's own tables: the first `*-tables.ts`, or orders' written like db/schema.ts writes tables. */
  tables: (t: Tree) =>
    t.files(MODULES).find((file) => file.endsWith("-tables.ts")) ??
    t.ensure(
      `${MODULES}/orders/orders-tables.ts`,
      `import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  status: text("status").notNull(),
  totalPaise: integer("total_paise").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
`,
    ),
  /** A web feature's public surface, re-exporting one of its real files. */
  featureIndex: (t: Tree, feature: string) => {
    const inside = t.files(`${WEB}/${feature}`);
    const existing = inside.find((file) => /\/index\.tsx?$/.test(file) && path.posix.dirname(file) === `${WEB}/${feature}`);
    if (existing) return existing;
    const surface = inside.find((file) => file.includes("/hooks/") || file.includes("/api/")) ?? inside[0]!;
    return t.ensure(`${WEB}/${feature}/index.ts`, `export * from "${specifier(`${WEB}/${feature}/index.ts`, surface)}";\n`);
  },
};

/** A module's files other than its front door. */
function insideModule(t: Tree, module: string): string[] {
  return t.files(`${MODULES}/${module}`).filter((file) => !file.endsWith(`/${module}/index.ts`));
}

beforeAll(async () => {
  baseline = await check(repo);
});

afterAll(() => {
  for (const made of trees) made.remove();
});

// Each case runs the check in its own copy, so they run side by side.
describe.concurrent("the dependency rules check", () => {
  it("passes the real tree", () => {
    expect(baseline.status, `the check's report:\n${baseline.output}`).toBe(0);
    expect(baseline.output).toContain("dependency rules: no violations");
  });

  it("no-cycle: fails on a two-file cycle among real files, by a value import or a type-only one", async () => {
    const t = tree();
    const untouched = t.edges(MODULES).filter(([from, to]) => !baseline.output.includes(from) && !baseline.output.includes(to));
    const moduleOf = (file: string) => file.split("/")[4];
    const [valueFrom, valueTo] = untouched.find(([from]) => from.endsWith("/index.ts"))!;
    const [typeFrom, typeTo] = untouched.find(([from]) => moduleOf(from) !== moduleOf(valueFrom))!;
    // The way back: the imported file imports its importer.
    t.plant(valueTo, `import { ${exportedName(t.read(valueFrom))} } from "${specifier(valueTo, valueFrom)}";`);
    t.plant(typeTo, `import type { ${exportedName(t.read(typeFrom))} } from "${specifier(typeTo, typeFrom)}";`);
    const result = await t.check();

    expect(result.status).toBe(1);
    for (const [a, b] of [
      [valueFrom, valueTo],
      [typeFrom, typeTo],
    ]) {
      expect(cycleThrough(result, a!, b!), `a cycle through ${a} and ${b}`).toBeDefined();
      expect(baseline.lines).not.toContain(cycleThrough(result, a!, b!));
    }
  });

  it("no-cycle: a file importing the loader that loads it lazily makes no cycle; a static import does", async () => {
    const t = tree();
    const untouched = (from: string, to: string) => !baseline.output.includes(from) && !baseline.output.includes(to);
    const statics = t.edges(WEB);
    const lazy = t
      .files(WEB)
      .flatMap((from) =>
        [...t.read(from).matchAll(/\bimport\("(\.[^"]+\.tsx?)"\)/g)].map((match): [string, string] => [
          from,
          path.posix.join(path.posix.dirname(from), match[1]!),
        ]),
      )
      // Loaded only lazily, so no static path from the loader can reach it.
      .find(([from, to]) => untouched(from, to) && !statics.some(([, target]) => target === to))!;
    const [loader, loaded] = lazy;
    const [importer, imported] = statics.find(([from, to]) => untouched(from, to) && from !== loader)!;
    t.plant(loaded, `import type { ${exportedName(t.read(loader))} } from "${specifier(loaded, loader)}";`);
    t.plant(imported, `import type { ${exportedName(t.read(importer))} } from "${specifier(imported, importer)}";`);
    const result = await t.check();

    expect(result.lines.filter((line) => line.startsWith("no-cycle: ") && line.includes(` ${loaded} `))).toEqual([]);
    expect(cycleThrough(result, importer, imported), `a cycle through ${importer} and ${imported}`).toBeDefined();
  });

  it("platform-below-modules: fails when the platform imports a module, a read model, a process or app.ts", async () => {
    const t = tree();
    const clock = LAYOUT.clock(t);
    const guards = LAYOUT.guards(t);
    const process = LAYOUT.process(t);
    const readModel = LAYOUT.readModel(t);
    const accounts = `${MODULES}/accounts/index.ts`;
    const orders = `${MODULES}/orders/index.ts`;
    const app = `${SERVER}/app.ts`;
    // The way the old circle ran through http/current-user.ts: a guard that knows who signs people in.
    t.plant(guards, `import type { Principal } from "${specifier(guards, accounts)}";`);
    t.plant(clock, `import { ordersRoutes } from "${specifier(clock, orders)}";`);
    t.plant(clock, `import type { CancelOrder } from "${specifier(clock, process)}";`);
    t.plant(clock, `import type { OrderView } from "${specifier(clock, readModel)}";`);
    t.plant(clock, `import { buildApp } from "${specifier(clock, app)}";`);

    expectViolations(await t.check(), [
      `platform-below-modules: ${guards} -> ${accounts}`,
      `platform-below-modules: ${clock} -> ${orders}`,
      `platform-below-modules: ${clock} -> ${process}`,
      `platform-below-modules: ${clock} -> ${readModel}`,
      `platform-below-modules: ${clock} -> ${app}`,
    ]);
  });

  it("module-front-door: fails when a file outside a module reaches past its index.ts, not when it uses the index", async () => {
    const t = tree();
    const deep = insideModule(t, "orders").find((file) => file.endsWith("-repository.ts")) ?? insideModule(t, "orders")[0]!;
    const other = t.folders(MODULES).find((module) => module !== "orders" && insideModule(t, module).length > 0)!;
    const neighbour = insideModule(t, other)[0]!;
    const app = `${SERVER}/app.ts`;
    const bench = t.files("apps/server/bench")[0]!;
    t.plant(app, `import { findOrder } from "${specifier(app, deep)}";`);
    t.plant(neighbour, `import type { OrderRow } from "${specifier(neighbour, deep)}";`);
    t.plant(bench, `import { findOrder } from "${specifier(bench, deep)}";`);
    t.plant(neighbour, `import type { OrdersApi } from "${specifier(neighbour, `${MODULES}/orders/index.ts`)}";`);
    const result = await t.check();

    expectViolations(result, [
      `module-front-door: ${app} -> ${deep}`,
      `module-front-door: ${neighbour} -> ${deep}`,
      `module-front-door: ${bench} -> ${deep}`,
    ]);
    expect(result.lines.filter((line) => line.startsWith("module-front-door: ") && line.endsWith("/index.ts"))).toEqual([]);
  });

  it("front-door-no-repository: fails when a module's index.ts re-exports or type-imports its repository", async () => {
    const t = tree();
    const withRepository = t
      .folders(MODULES)
      .map((module) => ({
        index: `${MODULES}/${module}/index.ts`,
        repository: t.files(`${MODULES}/${module}`).find((f) => f.endsWith("-repository.ts")),
      }))
      .filter((m): m is { index: string; repository: string } => m.repository !== undefined && t.has(m.index));
    const line = (m: { index: string; repository: string }) => `front-door-no-repository: ${m.index} -> ${m.repository}`;
    const reexporting = fresh(withRepository, line);
    const typing = fresh(
      withRepository.filter((m) => m !== reexporting),
      line,
    );
    t.plant(
      reexporting.index,
      `export { ${exportedName(t.read(reexporting.repository))} } from "${specifier(reexporting.index, reexporting.repository)}";`,
    );
    t.plant(
      typing.index,
      `import type { ${exportedName(t.read(typing.repository))} } from "${specifier(typing.index, typing.repository)}";`,
    );

    expectViolations(await t.check(), [line(reexporting), line(typing)]);
  });

  it("table-owner: fails when a table is imported outside its module, read models and schema.ts; passes those", async () => {
    const t = tree();
    const tables = LAYOUT.tables(t);
    const owner = tables.split("/")[4]!;
    const other = t.folders(MODULES).find((module) => module !== owner && insideModule(t, module).length > 0)!;
    const neighbour = insideModule(t, other)[0]!;
    const seed = t.files(`${SERVER}/seed`)[0]!;
    const client = LAYOUT.databaseClient(t);
    const schema = LAYOUT.schema(t);
    const readModel = LAYOUT.readModel(t);
    const ownFile = insideModule(t, owner).find((file) => file !== tables)!;
    t.plant(neighbour, `import { orders } from "${specifier(neighbour, tables)}";`);
    t.plant(seed, `import type { orders } from "${specifier(seed, tables)}";`);
    t.plant(client, `import { orders } from "${specifier(client, tables)}";`);
    t.plant(schema, `export * from "${specifier(schema, tables)}";`);
    t.plant(readModel, `import { orders } from "${specifier(readModel, tables)}";`);
    t.plant(ownFile, `import { orders } from "${specifier(ownFile, tables)}";`);
    const result = await t.check();

    expectViolations(result, [
      `table-owner: ${neighbour} -> ${tables}`,
      `table-owner: ${seed} -> ${tables}`,
      `table-owner: ${client} -> ${tables}`,
    ]);
    for (const allowed of [schema, readModel, ownFile]) expect(result.lines).not.toContain(`table-owner: ${allowed} -> ${tables}`);
  });

  it("modules-below-processes: fails when a module imports a process or app.ts", async () => {
    const t = tree();
    const process = LAYOUT.process(t);
    const routes = insideModule(t, "orders").find((file) => file.includes("routes")) ?? insideModule(t, "orders")[0]!;
    const index = `${MODULES}/orders/index.ts`;
    const app = `${SERVER}/app.ts`;
    t.plant(routes, `import type { CancelOrder } from "${specifier(routes, process)}";`);
    t.plant(index, `import { buildApp } from "${specifier(index, app)}";`);

    expectViolations(await t.check(), [`modules-below-processes: ${routes} -> ${process}`, `modules-below-processes: ${index} -> ${app}`]);
  });

  it("domain-pure: fails when the domain imports the server, the web app or Node, in its rules or its tests", async () => {
    const t = tree();
    const rule = t.files("packages/domain/src").find((file) => !file.endsWith("/index.ts"))!;
    const test = t.files("packages/domain/test")[0]!;
    const server = `${SERVER}/main.ts`;
    const web = `${WEB}/main.tsx`;
    t.plant(rule, `import type { AppConfig } from "${specifier(rule, server)}";`);
    t.plant(rule, `import { hydrate } from "${specifier(rule, web)}";`);
    t.plant(rule, `import { readFileSync } from "node:fs";`);
    t.plant(rule, `import type { WebApp } from "@taaza/web";`);
    t.plant(test, `import { createHash } from "crypto";`);

    expectViolations(await t.check(), [
      `domain-pure: ${rule} -> ${server}`,
      `domain-pure: ${rule} -> ${web}`,
      `domain-pure: ${rule} -> node:fs`,
      `domain-pure: ${rule} -> @taaza/web`,
      `domain-pure: ${test} -> crypto`,
    ]);
  });

  it("web-feature-surface: fails on a deep import into a feature and on a feature importing another; passes a page using an index.ts", async () => {
    const t = tree();
    const features = [
      ...t.folders(`${WEB}/features`).map((f) => `features/${f}`),
      ...t.folders(`${WEB}/admin/features`).map((f) => `admin/features/${f}`),
    ];
    const pages = t.files(`${WEB}/pages`);
    const deepImports = features.flatMap((feature) =>
      t
        .files(`${WEB}/${feature}`)
        .filter((file) => !/\/index\.tsx?$/.test(file))
        .flatMap((file) => pages.map((page) => ({ page, file }))),
    );
    const deep = fresh(deepImports, ({ page, file }) => `web-feature-surface: ${page} -> ${file}`);
    const [from, to] = features.filter((feature) => !deep.file.includes(`/${feature}/`));
    const fromFile = t.files(`${WEB}/${from}`).find((file) => !/\/index\.tsx?$/.test(file))!;
    const toIndex = LAYOUT.featureIndex(t, to!);
    const pageIndex = LAYOUT.featureIndex(t, from!);
    t.plant(deep.page, `import { ${exportedName(t.read(deep.file))} } from "${specifier(deep.page, deep.file)}";`);
    t.plant(fromFile, `import type { ${exportedName(t.read(toIndex))} } from "${specifier(fromFile, toIndex)}";`);
    t.plant(deep.page, `import { ${exportedName(t.read(pageIndex))} } from "${specifier(deep.page, pageIndex)}";`);
    const result = await t.check();

    expectViolations(result, [`web-feature-surface: ${deep.page} -> ${deep.file}`, `web-feature-surface: ${fromFile} -> ${toIndex}`]);
    expect(result.lines).not.toContain(`web-feature-surface: ${deep.page} -> ${pageIndex}`);
  });

  it("unresolved-import: fails on a relative import that resolves to no file", async () => {
    const t = tree();
    const file = insideModule(t, "orders")[0]!;
    t.plant(file, `import { gone } from "./no-such-file.ts";`);

    expectViolations(await t.check(), [`unresolved-import: ${file} -> ./no-such-file.ts`]);
  });
});

/** The line reporting a cycle through both files. */
function cycleThrough(result: Result, a: string, b: string): string | undefined {
  return result.lines.find((line) => line.startsWith("no-cycle: ") && ` ${line} `.includes(` ${a} `) && ` ${line} `.includes(` ${b} `));
}

/** A name the file exports (any will do for the check; a real one reads like the code). */
function exportedName(text: string): string {
  const match =
    /^export (?:async )?(?:function|const|let|class|type|interface) (\w+)/m.exec(text) ??
    /^export (?:type )?\{\s*(?:type )?(\w+)/m.exec(text);
  return match?.[1] ?? "unknown";
}
