import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptTickObject } from "../src/keep-tick-shape.ts";
import { SERVER_ROOT } from "../src/server-root.ts";

describe("the kept tick object (V8 keeps the shapes of Node's tick objects)", () => {
  it("is one of process.nextTick's own tick objects: its two async-id symbols, then callback and args", () => {
    expect(Object.getOwnPropertySymbols(keptTickObject).map((s) => s.description)).toEqual(["async_id_symbol", "trigger_async_id_symbol"]);
    expect(Object.keys(keptTickObject)).toEqual(["callback", "args"]);
  });

  it("is made before anything else in the server's process: main.ts imports it first", () => {
    const main = readFileSync(path.join(SERVER_ROOT, "src", "main.ts"), "utf8");
    expect(main.match(/^import .*$/m)?.[0]).toBe('import "./keep-tick-shape.ts";');
  });
});
