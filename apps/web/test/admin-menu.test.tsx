import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEAM_MESSAGES, type StaffMember, type StaffRole } from "@taaza/domain";
import { AuditLog } from "../src/admin/features/audit/index.ts";
import { changeLines } from "../src/admin/features/audit/components/audit-log.tsx";
import { StaffTable } from "../src/admin/features/staff/index.ts";
import { homeOf } from "../src/admin/lib/admin-screens.ts";
import { AdminHeader } from "../src/admin/layout/admin-header.tsx";
import { clearSession, saveSession } from "../src/lib/session-store.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => clearSession());

function signInAs(role: StaffRole | undefined, id = "u-1") {
  saveSession(buildSession(buildUser({ _id: id, userType: "Admin", ...(role ? { staffRole: role } : {}) })));
}

function menuFor(role: StaffRole | undefined): string[] {
  signInAs(role);
  const { wrapper: Wrapper } = queryWrapper();
  const view = render(
    <Wrapper>
      <MemoryRouter initialEntries={["/admin/stock"]}>
        <AdminHeader isAdmin />
      </MemoryRouter>
    </Wrapper>,
  );
  const links = within(screen.getByRole("navigation", { name: "Admin" }))
    .queryAllByRole("link")
    .map((link) => link.textContent ?? "")
    .filter((text) => text !== "");
  view.unmount();
  return links;
}

describe("the admin menu per role", () => {
  it("the owner sees every screen, the staff accounts and the audit log included", () => {
    const menu = menuFor("owner");
    expect(menu).toEqual(
      expect.arrayContaining(["Dashboard", "Products", "Orders", "Dispatch", "Delivery Pricing", "Accounts", "Staff", "Audit log"]),
    );
  });

  it("a manager sees the office's screens but not staff, the audit log, delivery pricing or the accountant's exports", () => {
    const menu = menuFor("manager");
    expect(menu).toEqual(
      expect.arrayContaining(["Dashboard", "Products", "Orders", "Quick Pricing", "Delivery Slots", "Packing", "Dispatch"]),
    );
    for (const hidden of ["Staff", "Audit log", "Delivery Pricing", "Accounts"]) expect(menu).not.toContain(hidden);
  });

  it("a packer sees only packing, dispatch and stock", () => {
    expect(menuFor("packer")).toEqual(["Packing", "Dispatch", "Stock"]);
  });

  it("a rider has no admin screens and lands on /rider; a packer lands on packing", () => {
    expect(menuFor("rider")).toEqual([]);
    expect(homeOf("rider")).toBe("/rider");
    expect(homeOf("packer")).toBe("/admin/packing");
    expect(homeOf("owner")).toBe("/admin");
  });

  it("a session saved before roles existed is the owner's menu (the server still checks)", () => {
    expect(menuFor(undefined)).toContain("Staff");
  });
});

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  _id: "s-1",
  username: "Meera",
  email: "meera@taaza.local",
  userType: "Admin",
  role: "owner",
  phone: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

describe("the staff screen", () => {
  it("shows the server's refusal when the last owner is demoted, and keeps the role", async () => {
    signInAs("owner", "s-1");
    let staff = [member({}), member({ _id: "s-2", username: "Ravi", email: "ravi@taaza.local", role: "packer" })];
    server.use(
      http.get("*/api/admin/staff", () => HttpResponse.json({ data: staff })),
      http.put("*/api/admin/staff/:id", async ({ params, request }) => {
        const { role } = (await request.json()) as { role: StaffRole };
        if (params.id === "s-1") return HttpResponse.json({ error: TEAM_MESSAGES.lastOwner, code: "conflict" }, { status: 409 });
        staff = staff.map((m) => (m._id === params.id ? { ...m, role } : m));
        return HttpResponse.json({ data: staff.find((m) => m._id === params.id) });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<StaffTable />, { wrapper });
    const mine = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Role of Meera" });
    expect(screen.getByText("(you)")).toBeTruthy();
    await userEvent.selectOptions(mine, "manager");
    expect((await screen.findByRole("alert")).textContent).toBe(TEAM_MESSAGES.lastOwner);
    expect(mine.value).toBe("owner");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Role of Ravi" }), "rider");
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Role of Ravi" }).value).toBe("rider"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the audit log screen", () => {
  it("asks for the filters in the address and shows who changed what", async () => {
    signInAs("owner");
    const asked: string[] = [];
    server.use(
      http.get("*/api/admin/staff", () => HttpResponse.json({ data: [member({})] })),
      http.get("*/api/admin/audit", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          {
            data: [
              {
                _id: "a-1",
                at: "2026-11-23T04:30:00.000Z",
                actor: { _id: "s-1", username: "Meera", role: "owner" },
                action: "product.price",
                entity: "product",
                entityId: "p-1",
                before: { price: { default: 300, sale: null } },
                after: { price: { default: 300, sale: 250 } },
                ip: "10.0.0.7",
              },
            ],
          },
          { headers: { "x-total-count": "1" } },
        );
      }),
    );
    const { wrapper: Wrapper } = queryWrapper();
    render(
      <Wrapper>
        <MemoryRouter initialEntries={["/admin/audit?entity=product&entityId=p-1"]}>
          <AuditLog />
        </MemoryRouter>
      </Wrapper>,
    );
    expect(await screen.findByText("product.price")).toBeTruthy();
    expect(asked[0]).toBe("?entity=product&entityId=p-1&page=1");
    expect(screen.getByText(/History of product/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "p-1" }).getAttribute("href")).toBe("/admin/edit-product/p-1");
  });

  it("lists each changed field with what it was and what it became", () => {
    expect(changeLines({ status: "Pending" }, { status: "Delivered" })).toEqual([
      { field: "status", before: "Pending", after: "Delivered" },
    ]);
    expect(changeLines(null, { name: "Rohu" })).toEqual([{ field: "name", after: "Rohu" }]);
    expect(changeLines({ product: "p-1" }, null)).toEqual([{ field: "product", before: "p-1" }]);
  });
});
