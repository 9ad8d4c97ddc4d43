import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { minimumBasketMessage, PROMOTION_MESSAGES, type BasketOffers, type PublicUser } from "@taaza/domain";
import CouponField from "../src/features/checkout/components/coupon-field.tsx";
import { refusalInWords } from "../src/features/checkout/api/basket-coupon.ts";
import { currentUserQueryKey } from "../src/hooks/use-current-user.ts";
import { activateLocale } from "../src/lib/i18n/i18n.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

afterEach(async () => {
  await activateLocale("en");
});

const offers = (over: Partial<BasketOffers>): BasketOffers => ({
  coupon: null,
  discount: 0,
  deliveryCharge: 49,
  fullDeliveryCharge: 49,
  addForFreeDelivery: null,
  freeDeliveryMinItemsTotal: null,
  ...over,
});

function renderField(props: { coupon: { code: string; refusal: string | null } | null; discount: number }) {
  const { client, wrapper: Wrapper } = queryWrapper();
  client.setQueryData(currentUserQueryKey("u1"), { _id: "u1", coupon: null, discount: 0 });
  render(
    <Wrapper>
      <CouponField userId="u1" {...props} />
    </Wrapper>,
  );
  return client;
}

describe("the code field at checkout", () => {
  it("applies a code and writes the basket's offers into the customer's cache", async () => {
    let sent: unknown = null;
    server.use(
      http.post("/api/basket/coupon", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(offers({ coupon: { code: "WELCOME10", refusal: null }, discount: 69.9 }));
      }),
      http.get("/api/users/u1", () => HttpResponse.json({ _id: "u1", coupon: { code: "WELCOME10", refusal: null }, discount: 69.9 })),
    );
    const client = renderField({ coupon: null, discount: 0 });
    fireEvent.change(screen.getByLabelText("Have a code?"), { target: { value: "welcome10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(client.getQueryData<PublicUser>(currentUserQueryKey("u1"))?.discount).toBe(69.9));
    expect(sent).toEqual({ code: "welcome10" });
  });

  it("says why a code is refused, in the customer's language", async () => {
    await activateLocale("hi");
    server.use(
      http.post("/api/basket/coupon", () =>
        HttpResponse.json({ error: PROMOTION_MESSAGES.firstOrderOnly, code: "promotion.firstOrderOnly" }, { status: 400 }),
      ),
    );
    renderField({ coupon: null, discount: 0 });
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "WELCOME10" } });
    fireEvent.submit(screen.getByRole("textbox").closest("form")!);
    expect((await screen.findByRole("alert")).textContent).toBe("यह कोड सिर्फ़ पहले ऑर्डर के लिए है");
  });

  it("shows what an applied code saves, or why it stopped applying, and removes it", async () => {
    let removed = false;
    server.use(
      http.delete("/api/basket/coupon", () => {
        removed = true;
        return HttpResponse.json(offers({}));
      }),
    );
    renderField({ coupon: { code: "SAVE15", refusal: null }, discount: 150 });
    expect(screen.getByRole("status").textContent).toBe("SAVE15 applied: you save ₹150");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(removed).toBe(true));
  });

  it("translates the basket's refusal words, the minimum basket with its amounts", async () => {
    await activateLocale("mr");
    expect(refusalInWords(PROMOTION_MESSAGES.expired)).toBe("या कोडची मुदत संपली आहे");
    expect(refusalInWords(minimumBasketMessage(15_000, 50_000))).toBe("हा कोड वापरण्यासाठी आणखी ₹150 ची खरेदी करा (किमान बास्केट ₹500)");
    await activateLocale("en");
    expect(refusalInWords(PROMOTION_MESSAGES.usedUp)).toBe(PROMOTION_MESSAGES.usedUp);
  });
});
