import { describe, expect, it } from "vitest";
import { errorCodeOf, formatTicket, grievanceLine, issueClock, CARE_MESSAGES } from "../src/index.ts";

describe("tickets and their clock", () => {
  it("a ticket number is TZ-T- and six digits", () => {
    expect(formatTicket(123)).toBe("TZ-T-000123");
    expect(formatTicket(1_234_567)).toBe("TZ-T-1234567");
  });

  it("48 hours to acknowledge and 30 days to resolve, from the report; an answer in time is never overdue", () => {
    const opened = { createdAt: "2026-11-23T04:30:00.000Z", acknowledgedAt: null, resolvedAt: null };
    expect(issueClock(opened, new Date("2026-11-25T04:30:00.000Z"))).toEqual({
      acknowledgeBy: "2026-11-25T04:30:00.000Z",
      resolveBy: "2026-12-23T04:30:00.000Z",
      acknowledgeOverdue: false,
      resolveOverdue: false,
    });
    expect(issueClock(opened, new Date("2026-11-25T04:30:00.001Z")).acknowledgeOverdue).toBe(true);
    const answered = { ...opened, acknowledgedAt: "2026-11-24T00:00:00.000Z", resolvedAt: "2026-12-01T00:00:00.000Z" };
    expect(issueClock(answered, new Date("2027-02-01T00:00:00.000Z"))).toMatchObject({ acknowledgeOverdue: false, resolveOverdue: false });
  });

  it("the grievance line names the officer and the limits; care's messages carry codes", () => {
    expect(grievanceLine({ name: "R. Kulkarni", phone: "+91 22 4000 1234", email: "grievance@taaza.in" })).toBe(
      "Complaints: R. Kulkarni, +91 22 4000 1234, grievance@taaza.in. Acknowledged within 48 hours, resolved within 30 days.",
    );
    expect(errorCodeOf(CARE_MESSAGES.issue.outsideWindow)).toEqual({ code: "care.issue.outsideWindow" });
  });
});
