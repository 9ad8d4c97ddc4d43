import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Coupon, CouponReportRow, FreeDelivery } from "@taaza/domain";
import { couponState, OffersPanel } from "../src/admin/features/offers/index.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const coupon = (over: Partial<Coupon>): Coupon => ({
  _id: "c1",
  code: "WELCOME10",
  kind: "percent",
  value: 10,
  maxDiscount: 100,
  minBasket: null,
  validFrom: null,
  validTo: null,
  firstOrderOnly: true,
  perCustomer: 1,
  totalUses: null,
  categories: [],
  productIds: [],
  paused: false,
  ended: false,
  used: 3,
  createdAt: "2026-11-20T04:30:00Z",
  ...over,
});

function renderPanel() {
  const { wrapper: Wrapper } = queryWrapper();
  return render(
    <MemoryRouter>
      <Wrapper>
        <OffersPanel />
      </Wrapper>
    </MemoryRouter>,
  );
}

function serve(coupons: Coupon[], free: FreeDelivery, report: CouponReportRow[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: request.method === "DELETE" ? null : await request.json(),
    });
  };
  server.use(
    http.get("/api/admin/coupons", () => HttpResponse.json(coupons)),
    http.get("/api/admin/coupons/report", () => HttpResponse.json(report)),
    http.get("/api/admin/free-delivery", () => HttpResponse.json(free)),
    http.post("/api/admin/coupons", async ({ request }) => {
      await record(request);
      return HttpResponse.json(coupon({ _id: "c9", code: "FLAT50" }), { status: 201 });
    }),
    http.put("/api/admin/coupons/:id", async ({ request }) => {
      await record(request);
      return HttpResponse.json(coupons[0]);
    }),
    http.delete("/api/admin/coupons/:id", async ({ request }) => {
      await record(request);
      return HttpResponse.json({ deleted: false, message: "This code has been used, so it was ended rather than deleted" });
    }),
    http.put("/api/admin/free-delivery", async ({ request }) => {
      await record(request);
      return HttpResponse.json({ minItemsTotal: 499, pincodes: [{ pincode: "411001", minItemsTotal: 299 }] });
    }),
  );
  return sent;
}

describe("the offers screen", () => {
  it("names a code's state from its pause, end, dates and uses", () => {
    expect(couponState(coupon({}), "2026-11-23")).toBe("Active");
    expect(couponState(coupon({ paused: true }), "2026-11-23")).toBe("Paused");
    expect(couponState(coupon({ ended: true, paused: true }), "2026-11-23")).toBe("Ended");
    expect(couponState(coupon({ validFrom: "2026-12-01" }), "2026-11-23")).toBe("Not started");
    expect(couponState(coupon({ validTo: "2026-11-22" }), "2026-11-23")).toBe("Expired");
    expect(couponState(coupon({ totalUses: 3 }), "2026-11-23")).toBe("Used up");
  });

  it("lists codes with their state and report, pauses one with every field sent back, and ends a used one", async () => {
    const sent = serve(
      [coupon({}), coupon({ _id: "c2", code: "OLD20", ended: true, paused: true })],
      { minItemsTotal: null, pincodes: [] },
      [{ _id: "c1", code: "WELCOME10", orders: 3, discountGiven: 150.5, itemSales: 2100 }],
    );
    renderPanel();
    const item = await screen.findByRole("listitem", { name: "Coupon WELCOME10" });
    expect(within(item).getByText("Active")).toBeTruthy();
    expect(within(item).getByText(/10% off · up to ₹100 · first order · 1 per customer/)).toBeTruthy();
    const ended = screen.getByRole("listitem", { name: "Coupon OLD20" });
    expect(within(ended).getByText("Ended")).toBeTruthy();
    expect(within(ended).queryByRole("button")).toBeNull();
    expect(await screen.findByText(/₹150\.5/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();

    fireEvent.click(within(item).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "PUT",
      url: "/api/admin/coupons/c1",
      body: { code: "WELCOME10", maxDiscount: 100, perCustomer: 1, paused: true },
    });

    fireEvent.click(within(item).getByRole("button", { name: "End" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: "DELETE", url: "/api/admin/coupons/c1" });
  });

  it("adds a flat coupon with its limits, and refuses a bad code before asking the server", async () => {
    const sent = serve([], { minItemsTotal: null, pincodes: [] }, []);
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "New coupon" }));
    const form = screen.getByRole("form", { name: "New coupon" });
    fireEvent.change(within(form).getByLabelText("Code"), { target: { value: "F5" } });
    fireEvent.change(within(form).getByLabelText("Percent off"), { target: { value: "5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add coupon" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("A code is 4-20 letters and digits");
    expect(sent).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("Code"), { target: { value: "flat50" } });
    fireEvent.change(within(form).getByLabelText("Kind"), { target: { value: "flat" } });
    fireEvent.change(within(form).getByLabelText("Rupees off"), { target: { value: "50" } });
    fireEvent.change(within(form).getByLabelText("Minimum basket (₹)"), { target: { value: "400" } });
    fireEvent.change(within(form).getByLabelText("Uses in total"), { target: { value: "100" } });
    fireEvent.change(within(form).getByLabelText("Valid to"), { target: { value: "2026-12-31" } });
    fireEvent.change(within(form).getByLabelText("Only these categories"), { target: { value: "Fish, Prawns" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add coupon" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "POST",
      body: {
        code: "flat50",
        kind: "flat",
        value: 50,
        minBasket: 400,
        totalUses: 100,
        validTo: "2026-12-31",
        categories: ["Fish", "Prawns"],
      },
    });
  });

  it("saves the shop-wide free-delivery threshold with a pincode's own", async () => {
    const sent = serve([], { minItemsTotal: null, pincodes: [] }, []);
    renderPanel();
    const form = await screen.findByRole("form", { name: "Free delivery" });
    fireEvent.change(within(form).getByLabelText(/shop-wide/), { target: { value: "499" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add a pincode" }));
    fireEvent.change(within(form).getByLabelText("Pincode 1"), { target: { value: "411001" } });
    fireEvent.change(within(form).getByLabelText("Free delivery from (₹) for pincode 1"), { target: { value: "299" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save free delivery" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "PUT", body: { minItemsTotal: 499, pincodes: [{ pincode: "411001", minItemsTotal: 299 }] } });
  });
});
