import { describe, expect, it } from "vitest";
import { averageRating, CATEGORY_PAGE_SIZE, inPriceBand, productListQuery, REVIEWS_PAGE_SIZE, reviewListQuery } from "../src/index.ts";

describe("review averages", () => {
  it("are shown to one decimal, and 0 when there are no reviews", () => {
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(18, 7)).toBe(2.6);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe("listing queries", () => {
  it("page sizes follow spec section 9", () => {
    expect(CATEGORY_PAGE_SIZE).toBe(20);
    expect(REVIEWS_PAGE_SIZE).toBe(5);
  });

  it("take page and limit as whole numbers from the query string", () => {
    expect(productListQuery.parse({ page: "2", limit: "20" })).toEqual({ page: 2, limit: 20 });
    expect(productListQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(productListQuery.safeParse({ page: "1.5" }).success).toBe(false);
    expect(productListQuery.safeParse({ limit: "101" }).success).toBe(false);
    expect(reviewListQuery.safeParse({ page: "x" }).success).toBe(false);
  });

  it("accept long search text as text, refusing only absurd lengths", () => {
    expect(productListQuery.safeParse({ search: "x".repeat(1000) }).success).toBe(true);
    expect(productListQuery.safeParse({ search: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("price bands at their edges", () => {
  it("price1 includes 300, price2 includes 500, price3 starts above 500", () => {
    expect([inPriceBand("price1", 300), inPriceBand("price1", 300.01)]).toEqual([true, false]);
    expect([inPriceBand("price2", 500), inPriceBand("price2", 500.01)]).toEqual([true, false]);
    expect([inPriceBand("price3", 500), inPriceBand("price3", 500.01)]).toEqual([false, true]);
  });
});
