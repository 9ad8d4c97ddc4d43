import { render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import ContactUsPage from "../src/pages/contact-us-page.tsx";
import PrivacyPolicyPage from "../src/pages/privacy-policy-page.tsx";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const shop = {
  name: "Taaza",
  phone: "+91 98200 00000",
  email: "hello@taaza.in",
  whatsapp: "+919820000000",
  address: "Shop 4, Fort, Mumbai",
  googleClientId: null,
  deliveryHours: "07:00-21:00",
  grievanceOfficer: {
    name: "Anita Kulkarni",
    phone: "+91 98200 11111",
    email: "grievance@taaza.in",
    acknowledgeWithinHours: 48,
    resolveWithinDays: 30,
  },
};

function renderPage(page: React.ReactNode) {
  server.use(http.get("/api/shop", () => HttpResponse.json(shop)));
  const { wrapper } = queryWrapper();
  return render(<MemoryRouter>{page}</MemoryRouter>, { wrapper });
}

describe("the privacy notice", () => {
  it("lists each piece of personal data with why and how long, the grievance officer and the Data Protection Board", async () => {
    renderPage(<PrivacyPolicyPage />);
    const data = screen.getByRole("region", { name: "What we keep, why, and for how long" });
    const items = within(data).getAllByRole("listitem");
    const what = items.map((item) => item.querySelector("p")?.textContent ?? "");
    for (const [index, start] of [
      "Account:",
      "Delivery addresses:",
      "Orders and bills:",
      "Reviews",
      "Messages we send you:",
      "Sign-in records:",
      "Your consents",
    ].entries())
      expect(what[index]).toMatch(new RegExp(`^${start}`));
    expect(what).toHaveLength(7);
    for (const item of items) {
      expect(item.textContent).toContain("Why: ");
      expect(item.textContent).toContain("How long: ");
    }
    const complaints = screen.getByRole("region", { name: "Complaints and the grievance officer" });
    expect(await within(complaints).findByText(/Anita Kulkarni \(\+91 98200 11111, grievance@taaza.in\)/)).toBeTruthy();
    expect(complaints.textContent).toContain("Data Protection Board of India");
  });
});

describe("the contact page", () => {
  it("names the grievance officer with the ticket limits", async () => {
    renderPage(<ContactUsPage />);
    const section = await screen.findByRole("region", { name: "Grievance officer" });
    expect(section.textContent).toContain("acknowledged within 48 hours and is resolved within 30 days");
    expect(within(section).getByRole("link", { name: "grievance@taaza.in" }).getAttribute("href")).toBe("mailto:grievance@taaza.in");
  });
});
