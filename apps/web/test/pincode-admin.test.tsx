import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { PINCODE_IMPORT_MESSAGES, PINCODE_MESSAGES, type PincodeDemand } from "@taaza/domain";
import { PincodeDemandPanel, PincodeImport } from "../src/admin/features/pincodes/index.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const csvFile = (text: string) => new File([text], "pincodes.csv", { type: "text/csv" });

describe("the pincode admin's CSV import (issue 33)", () => {
  it("sends the file's text and lists every bad row the server refused, nothing imported", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("/api/pincodes/import", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: PINCODE_IMPORT_MESSAGES.rejected,
            code: "pincodeImport.rejected",
            rows: [
              { row: 3, message: PINCODE_MESSAGES.maharashtra },
              { row: 4, message: PINCODE_MESSAGES.sixDigits },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const { wrapper } = queryWrapper();
    render(<PincodeImport />, { wrapper });
    const csv = "pincode,name\n400002,Kalbadevi\n110001,Delhi\n4000,Short";
    await userEvent.upload(screen.getByLabelText("Pincodes CSV file"), csvFile(csv));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(PINCODE_IMPORT_MESSAGES.rejected);
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`Row 3: ${PINCODE_MESSAGES.maharashtra}`, `Row 4: ${PINCODE_MESSAGES.sixDigits}`]);
    expect(sent).toEqual([{ csv }]);
  });

  it("says what was imported and which rows were skipped as duplicates", async () => {
    server.use(
      http.post("/api/pincodes/import", () =>
        HttpResponse.json({ added: ["400002"], skipped: [{ row: 3, pincode: "400001", message: PINCODE_IMPORT_MESSAGES.exists }] }),
      ),
      http.get("/api/pincodes", () => HttpResponse.json([])),
    );
    const { wrapper } = queryWrapper();
    render(<PincodeImport />, { wrapper });
    await userEvent.upload(screen.getByLabelText("Pincodes CSV file"), csvFile("pincode,name\n400002,Kalbadevi\n400001,Fort"));

    const done = await screen.findByRole("status");
    expect(done.textContent).toContain("Imported 1 pincode: 400002.");
    expect(done.textContent).toContain("Skipped 1 row:");
    expect(done.textContent).toContain(`Row 3 (400001): ${PINCODE_IMPORT_MESSAGES.exists}`);
  });
});

describe("the pincode admin's demand panel (issue 33)", () => {
  it("shows each asked-for pincode with its requests, latest date and contacts, in the server's order", async () => {
    const demand: PincodeDemand[] = [
      {
        pincode: "421301",
        requests: 2,
        latestAt: "2026-11-21T10:00:00.000Z",
        contacts: [
          { kind: "phone", value: "9820012345", requestedAt: "2026-11-21T10:00:00.000Z" },
          { kind: "email", value: "b@example.in", requestedAt: "2026-11-20T10:00:00.000Z" },
        ],
      },
      {
        pincode: "410206",
        requests: 1,
        latestAt: "2026-11-20T10:00:00.000Z",
        contacts: [{ kind: "email", value: "a@example.in", requestedAt: "2026-11-20T10:00:00.000Z" }],
      },
    ];
    server.use(http.get("/api/admin/pincode-demand", () => HttpResponse.json(demand)));
    const { wrapper } = queryWrapper();
    render(<PincodeDemandPanel />, { wrapper });

    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["421301", "410206"]);
    expect(rows[0]!.textContent).toContain("2 requests");
    expect(rows[1]!.textContent).toContain("1 request");
    expect(rows[1]!.textContent).not.toContain("1 requests");
    expect(within(rows[0]!).getByRole("link", { name: "9820012345" }).getAttribute("href")).toBe("tel:+919820012345");
    expect(within(rows[0]!).getByRole("link", { name: "b@example.in" }).getAttribute("href")).toBe("mailto:b@example.in");
  });

  it("says so when nobody has asked yet", async () => {
    server.use(http.get("/api/admin/pincode-demand", () => HttpResponse.json([])));
    const { wrapper } = queryWrapper();
    render(<PincodeDemandPanel />, { wrapper });
    expect(await screen.findByText("Nobody has asked for delivery to a pincode we do not serve yet.")).toBeTruthy();
  });
});
