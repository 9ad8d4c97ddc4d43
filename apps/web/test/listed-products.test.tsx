import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useBestSellers } from "../src/hooks/use-best-sellers.ts";
import { listedProduct } from "../src/lib/listed-products.ts";
import { buildProduct } from "./factories.ts";
import { server } from "./msw-server.ts";

const pomfret = buildProduct({
  name: "Pomfret",
  altNames: ["Paplet"],
  translations: { mr: { name: "पापलेट", description: "स्वच्छ केलेले", note: "ताजे" }, hi: { name: "पॉम्फ्रेट" } },
});

describe("listedProduct", () => {
  it("keeps what a card shows: no description, note or other names, and each translation's name only", () => {
    const card = listedProduct(pomfret) as unknown as Record<string, unknown>;
    expect(card).not.toHaveProperty("description");
    expect(card).not.toHaveProperty("note");
    expect(card).not.toHaveProperty("altNames");
    expect(card.translations).toEqual({ mr: { name: "पापलेट" }, hi: { name: "पॉम्फ्रेट" } });
    expect(card).toMatchObject({ _id: pomfret._id, name: "Pomfret", price: pomfret.price, variants: pomfret.variants });
    expect(listedProduct(card)).toEqual(card);
  });

  it("leaves anything that is not a product as it is", () => {
    expect(listedProduct({ slot: "morning" })).toEqual({ slot: "morning" });
    expect(listedProduct("text")).toBe("text");
    expect(listedProduct(null)).toBe(null);
  });
});

describe("a list asked for again", () => {
  it("keeps the drawn page's objects when nothing a card shows has changed, so nothing draws again", async () => {
    // As a server-drawn page seeds it: the cards' shape, read long enough ago to be asked again.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(["products", "best-sellers"], [listedProduct(pomfret)], { updatedAt: Date.now() - 60_000 });
    const seeded = client.getQueryData(["products", "best-sellers"]);
    let asked = 0;
    server.use(
      http.get("/api/products/best-sellers", () => {
        asked += 1;
        return HttpResponse.json([pomfret]);
      }),
    );
    let renders = 0;
    function Shelf() {
      const { data } = useBestSellers();
      renders += 1;
      return <p>{data?.map((p) => p.name).join(", ")}</p>;
    }
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const view = render(<Shelf />, { wrapper });
    expect(view.container.textContent).toBe("Pomfret");
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(client.getQueryState(["products", "best-sellers"])?.fetchStatus).toBe("idle"));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(client.getQueryData(["products", "best-sellers"])).toBe(seeded);
    expect(renders).toBe(1);
  });
});
