import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Ledger } from "@taaza/domain";
import { LedgerPanel } from "../src/admin/features/ledger/index.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

function renderAt(date: string) {
  const { wrapper: Wrapper } = queryWrapper();
  return render(
    <MemoryRouter initialEntries={[`/admin/ledger?date=${date}`]}>
      <Wrapper>
        <LedgerPanel />
      </Wrapper>
    </MemoryRouter>,
  );
}

describe("the daily ledger screen", () => {
  it("shows both sides' totals, each mismatch with its payment, and refunds without an order", async () => {
    const ledger: Ledger = {
      date: "2026-11-23",
      provider: { capturedPaise: 289400, refundedPaise: 0 },
      shop: { paidPaise: 144700, refundedPaise: 144700 },
      mismatches: [{ kind: "refund_missing", paymentId: "pay_1", orderId: null, amountPaise: 144700 }],
    };
    let asked = "";
    server.use(
      http.get("/api/admin/ledger", ({ request }) => {
        asked = new URL(request.url).searchParams.get("date") ?? "";
        return HttpResponse.json(ledger);
      }),
      http.get("/api/admin/refunds", () =>
        HttpResponse.json({
          data: [
            {
              _id: "r1",
              checkoutId: "c1",
              providerPaymentId: "pay_1",
              providerRefundId: null,
              amountPaise: 144700,
              reason: "A second payment for a checkout already paid",
              status: "unknown",
              failureReason: "Razorpay unreachable",
              createdAt: "2026-11-23T04:30:00Z",
              updatedAt: "2026-11-23T04:30:00Z",
            },
          ],
        }),
      ),
    );
    renderAt("2026-11-23");
    expect(await screen.findByText("Refund not yet taken by the provider")).toBeTruthy();
    expect(asked).toBe("2026-11-23");
    expect(screen.getByText("1 mismatch")).toBeTruthy();
    expect(screen.getByText(/pay_1 · Order: No order/)).toBeTruthy();
    expect(screen.getByText(/2,894/)).toBeTruthy();
    expect(await screen.findByText("Sent, no answer yet")).toBeTruthy();
    expect(screen.getByText("A second payment for a checkout already paid")).toBeTruthy();
  });

  it("says so when the day matches", async () => {
    server.use(
      http.get("/api/admin/ledger", () =>
        HttpResponse.json({
          date: "2026-11-22",
          provider: { capturedPaise: 0, refundedPaise: 0 },
          shop: { paidPaise: 0, refundedPaise: 0 },
          mismatches: [],
        }),
      ),
      http.get("/api/admin/refunds", () => HttpResponse.json({ data: [] })),
    );
    renderAt("2026-11-22");
    expect(await screen.findByText("No mismatches: the day's money matches the payment provider's.")).toBeTruthy();
    expect(await screen.findByText("No refunds of payments without an order.")).toBeTruthy();
  });
});
