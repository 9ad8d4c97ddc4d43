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

  it("keeps a category's order and preparation, so a sorted or filtered list is drawn as the reader chose it", () => {
    expect(pageKey("/category/Chicken?prep=Boneless&sort=price_asc&page=2&utm_source=sms")).toBe(
      "/category/Chicken?page=2&sort=price_asc&prep=boneless",
    );
    expect(pageKey("/category/Chicken?sort=relevance&prep=%20%20")).toBe("/category/Chicken");
    expect(pageKey("/category/Chicken?sort=cheapest")).toBe("/category/Chicken");
    expect(pageKey("/category/Chicken?prep=curry%20cut")).toBe("/category/Chicken?prep=curry+cut");
  });

  it("gives a trailing slash and campaign tags the same copy, and keeps the query only for categories", () => {
    expect(pageKey("/category/Prawns/?page=3&utm_source=sms")).toBe("/category/Prawns?page=3");
    expect(pageKey("/product/abc?utm_source=sms&page=2")).toBe("/product/abc");
    expect(pageKey("/?page=2")).toBe("/");
  });
});
