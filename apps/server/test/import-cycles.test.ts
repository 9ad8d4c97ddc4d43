// The import-cycle check that `npm run lint` runs: a real cycle fails it, a type-only one does not.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "../../../scripts/check-import-cycles.mjs");
const made: string[] = [];

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "taaza-cycles-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(dir: string) {
  return spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("import cycle check", () => {
  it("fails on a cycle through a module's index and names its files", () => {
    const dir = project({
      "a/index.ts": 'export { b } from "../b.js";\nexport const a = 1;\n',
      "b.ts": 'import { a } from "./a/index.js";\nexport const b = a + 1;\n',
    });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("import cycle between");
    expect(result.stderr).toMatch(/b\.ts/);
  });

  it("ignores type-only imports, which vanish at run time", () => {
    const dir = project({
      "a.ts": 'import type { B } from "./b.js";\nexport const a = 1;\nexport type A = B;\n',
      "b.tsx": 'import { type A } from "./a.js";\nexport type B = A | number;\nexport const b = 2;\n',
    });
    const result = check(dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
