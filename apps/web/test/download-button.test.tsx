import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DownloadButton } from "../src/components/ui/download-button.tsx";
import { clearSession, saveSession } from "../src/lib/session-store.ts";
import { buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe("DownloadButton", () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.mocked(toast.error).mockClear();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveSession(buildSession());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it("fetches the file with the bearer token and saves it under the server's name", async () => {
    let authorization: string | null = null;
    server.use(
      http.get("/api/orders/o1/bill.pdf", ({ request }) => {
        authorization = request.headers.get("authorization");
        return new HttpResponse("%PDF-1.7", {
          headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="TZ-26-27-000001.pdf"' },
        });
      }),
    );
    render(<DownloadButton path="/orders/o1/bill.pdf" fileName="bill.pdf" label="Download bill" />);
    await userEvent.click(screen.getByRole("button", { name: "Download bill" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe("TZ-26-27-000001.pdf");
    expect(clicked[0]?.href).toMatch(/^blob:/);
    expect(authorization).toMatch(/^Bearer /);
    expect(screen.getByRole("button", { name: "Download bill" })).toHaveProperty("disabled", false);
  });

  it("says what the server said when there is nothing to download", async () => {
    server.use(http.get("/api/orders/o2/bill.pdf", () => HttpResponse.json({ error: "Order not found" }, { status: 404 })));
    render(<DownloadButton path="/orders/o2/bill.pdf" fileName="bill.pdf" label="Download bill" />);
    await userEvent.click(screen.getByRole("button", { name: "Download bill" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Order not found"));
    expect(clicked).toHaveLength(0);
  });
});
