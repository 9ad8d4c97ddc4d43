import { describe, expect, it } from "vitest";
import { pageKey } from "../src/modules/storefront-pages/page-document.ts";

describe("pageKey (what a drawn page is cached and drawn by)", () => {
  it("reads a category's page number as the browser does, so the drawn page is the one shown", () => {
    expect(pageKey("/category/Prawns?page=2")).toBe("/category/Prawns?page=2");
    expect(pageKey("/category/Prawns?page=02")).toBe("/category/Prawns?page=2");
    expect(pageKey("/category/Prawns?page=1")).toBe("/category/Prawns");
    for (const notAPage of ["0", "-3", "2.5", "abc", "999999", ""])
      expect(pageKey(`/category/Prawns?page=${notAPage}`), notAPage).toBe("/category/Prawns");
  });

  it("gives a trailing slash and campaign tags the same copy, and keeps the query only for categories", () => {
    expect(pageKey("/category/Prawns/?page=3&utm_source=sms")).toBe("/category/Prawns?page=3");
    expect(pageKey("/product/abc?utm_source=sms&page=2")).toBe("/product/abc");
    expect(pageKey("/?page=2")).toBe("/");
  });
});
