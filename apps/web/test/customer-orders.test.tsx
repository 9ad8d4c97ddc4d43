import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminCustomer } from "@taaza/domain";
import { CustomersTable } from "../src/admin/features/customers/components/customer-views.tsx";
import { buildOrder } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const customer: AdminCustomer = {
  _id: "7d0c8f64-7a3f-4c1e-9f5b-3c3f2a1b0c01",
  userId: "C0000042",
  username: "Meera Joshi",
  email: "meera@example.com",
  gender: null,
  age: null,
  phone: "9820012345",
  firstAddress: "12 Marine Drive, Mumbai 400001",
  totalSpent: 1250,
  orderCount: 2,
  createdAt: "2026-11-01T10:00:00.000Z",
};

describe("a customer's details in the staff list", () => {
  it("lists that customer's orders, each a link to it in the orders list", async () => {
    const asked: string[] = [];
    server.use(
      http.get("/api/admin/orders", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("customer") ?? "");
        return HttpResponse.json({
          data: [
            buildOrder({ _id: "o1", billId: "#31MJA", billPrice: 750, status: "Delivered" }),
            buildOrder({ _id: "o2", billId: "#12QBC", billPrice: 500, status: "Pending" }),
          ],
          total: 2,
          page: 1,
          pageSize: 15,
        });
      }),
    );
    const { wrapper: Wrapper } = queryWrapper();
    render(
      <MemoryRouter>
        <Wrapper>
          <CustomersTable customers={[customer]} firstNumber={1} caption="Customers" />
        </Wrapper>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: /C0000042/ }));
    const orders = await screen.findByRole("region", { name: "Orders of Meera Joshi" });
    const link = await within(orders).findByRole("link", { name: "#31MJA" });
    expect(link.getAttribute("href")).toBe(`/admin/customer-orders?search=${encodeURIComponent("#31MJA")}`);
    expect(within(orders).getByText("#12QBC")).toBeTruthy();
    expect(within(orders).getByText("₹750")).toBeTruthy();
    expect(asked).toEqual([customer._id]);
  });
});
