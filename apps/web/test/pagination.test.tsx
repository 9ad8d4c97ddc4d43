import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageWindow } from "../src/components/ui/pagination.tsx";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
  });

  it("shows the one page a gap would hide instead of the gap", () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageWindow(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("at either end shows only the pages that exist", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 19, 20]);
  });
});

describe("Pagination on the storefront", () => {
  it("is not shown when everything fits on one page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} label="Review pages" onSelect={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });

  it("links to the neighbouring pages and shows where the reader is", () => {
    render(
      <MemoryRouter>
        <Pagination page={2} pageCount={3} label="Sea fish pages" hrefFor={(n) => `?page=${n}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("navigation", { name: "Sea fish pages" }).textContent).toContain("Page 2 of 3");
    expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/?page=1");
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/?page=3");
  });

  it("shows a direction that does not exist as disabled, and selects the other", async () => {
    const onSelect = vi.fn();
    render(<Pagination page={1} pageCount={4} label="Review pages" onSelect={onSelect} />);
    expect(screen.getByText("Previous").closest("[aria-disabled]")?.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});

describe("Pagination in the admin", () => {
  it("counts what is shown, even on a single page", () => {
    render(<Pagination page={1} label="Orders pages" counted={{ total: 3, pageSize: 15, noun: "Orders" }} onSelect={vi.fn()} />);
    screen.getByText("Showing 1 - 3 of 3 Orders");
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the last page's range and marks the current numbered page", async () => {
    const onSelect = vi.fn();
    render(<Pagination page={3} label="Orders pages" counted={{ total: 40, pageSize: 15, noun: "Orders" }} onSelect={onSelect} numbered />);
    screen.getByText("Showing 31 - 40 of 40 Orders");
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Page 1" }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it("says 0 - 0 of an empty list", () => {
    render(<Pagination page={1} label="Customers pages" counted={{ total: 0, pageSize: 15, noun: "Customers" }} onSelect={vi.fn()} />);
    screen.getByText("Showing 0 - 0 of 0 Customers");
  });
});
