import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, expect, it } from "vitest";
import { EmailVerification } from "../src/features/account/components/email-verification.tsx";
import { VerifyEmailLink } from "../src/features/account/components/verify-email-link.tsx";
import { useCurrentUser } from "../src/hooks/use-current-user.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { deferred, queryWrapper } from "./query-wrapper.tsx";

/** What My Account shows of it: the link's outcome, and the profile's line about the email. */
function Account() {
  const user = useCurrentUser();
  return (
    <>
      <VerifyEmailLink />
      {user.data && <EmailVerification user={user.data} />}
    </>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

it("shows the email confirmed even when the first reading of the person was older than the link", async () => {
  const user = buildUser({ email: "sunil@example.in" });
  saveSession(buildSession(user));
  window.history.replaceState(null, "", "/myaccount#token=abc");
  // The page reads the person while the link is being used; that first answer, read before
  // the confirmation, arrives only after it.
  const firstReadingTaken = deferred();
  const firstAnswer = deferred();
  let readings = 0;
  server.use(
    http.post("/api/users/verify-email", async () => {
      await firstReadingTaken.promise;
      return HttpResponse.json({ message: "Thank you, your email is confirmed." });
    }),
    http.get(`/api/users/${user._id}`, async () => {
      if (++readings > 1) return HttpResponse.json({ ...user, emailVerified: true });
      firstReadingTaken.release();
      await firstAnswer.promise;
      return HttpResponse.json({ ...user, emailVerified: false });
    }),
  );
  const { wrapper } = queryWrapper();
  render(<Account />, { wrapper });

  await screen.findByText("Thank you, your email is confirmed.");
  firstAnswer.release();
  expect(await screen.findByText((_, node) => node?.textContent === "sunil@example.in is confirmed.")).toBeTruthy();
  expect(screen.queryByText(/is not confirmed yet/)).toBeNull();
});
