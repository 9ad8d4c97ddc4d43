import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { CachedVersion } from "../src/platform/http/cached-version.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

describe("CachedVersion", () => {
  it("reads once per window, shares a read in flight, and reads again after forget()", async () => {
    let reads = 0;
    let release: (v: string) => void = () => undefined;
    const version = new CachedVersion(60_000, () => {
      reads++;
      return new Promise<string>((resolve) => (release = resolve));
    });
    const first = version.get();
    const second = version.get();
    release("v1");
    expect(await Promise.all([first, second])).toEqual(["v1", "v1"]);
    expect(await version.get()).toBe("v1");
    expect(reads).toBe(1);

    version.forget();
    const third = version.get();
    release("v2");
    expect(await third).toBe("v2");
    expect(reads).toBe(2);
  });

  it("a read that was under way when forget() came is not kept", async () => {
    const pending: ((v: string) => void)[] = [];
    const version = new CachedVersion(60_000, () => new Promise<string>((resolve) => pending.push(resolve)));
    const stale = version.get();
    version.forget();
    const fresh = version.get();
    pending[0]!("old");
    pending[1]!("new");
    expect(await stale).toBe("old");
    expect(await fresh).toBe("new");
    expect(await version.get()).toBe("new");
  });

  it("with a window of 0 reads every time", async () => {
    let reads = 0;
    const version = new CachedVersion(0, async () => String(++reads));
    expect([await version.get(), await version.get()]).toEqual(["1", "2"]);
  });
});

describe("the catalog behind a cached version", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CATALOG_CACHE_MS: "60000" });
  });
  afterAll(() => ctx.close());

  it("serves the cached list until a write goes through the API, then the fresh one", async () => {
    const names = async () => (await ctx.app.inject({ method: "GET", url: "/api/products" })).json<{ name: string }[]>().map((p) => p.name);
    await buildProduct(ctx, { name: "Bangda" });
    expect(await names()).toEqual(["Bangda"]);
    // Written behind the API's back: this process does not know yet (other processes catch up within the window).
    await buildProduct(ctx, { name: "Surmai" });
    expect(await names()).toEqual(["Bangda"]);
    // Any successful write through this process's API makes the next read fresh.
    await signUpCustomer(ctx.app);
    expect((await names()).sort()).toEqual(["Bangda", "Surmai"]);
  });

  it("two apps on the same dependencies each forget their own catalog version after a write", async () => {
    const second = await buildApp(ctx.platform);
    try {
      const names = async () =>
        (await second.inject({ method: "GET", url: "/api/products" })).json<{ name: string }[]>().map((p) => p.name);
      await buildProduct(ctx, { name: "Rawas" });
      const before = await names();
      await buildProduct(ctx, { name: "Tuna" });
      await signUpCustomer(second);
      expect((await names()).sort()).toEqual([...before, "Tuna"].sort());
    } finally {
      await second.close();
    }
  });
});
