import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { phoneCodeRequestBody, phoneCodeVerifyBody } from "@taaza/domain";
import {
  addEmailBody,
  firstPasswordBody,
  forgotPasswordBody,
  requestLocale,
  resetPasswordBody,
  verifyEmailBody,
  type BasketOffers,
} from "@taaza/domain";
import { ROLES_FOR, staffCreateBody, staffMemberSchema, staffRoleBody } from "@taaza/domain";
import { actorOf } from "../audit/index.ts";
import { listRiders } from "./staff-repository.ts";
import { addStaff, changeStaffRole, removeStaff, staffList } from "./staff-use-cases.ts";
import {
  googleTokenBody,
  idParams,
  loginBody,
  MESSAGES,
  profileUpdateBody,
  publicUserSchema,
  sessionSchema,
  signupBody,
} from "@taaza/domain";
import { notFound } from "../../platform/errors.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { bearerToken, type Guards } from "../../platform/http/guards.ts";
import type { AccountsContext } from "./accounts-context.ts";
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "./account-emails.ts";
import type { FailedLogins } from "./failed-logins.ts";
import { customers, getUser, logIn, logOut, signUp, updateProfile } from "./accounts-use-cases.ts";
import type { GoogleIdentityVerifier } from "./google-identity.ts";
import { connectGoogle, googleLogIn } from "./google-login.ts";
import { requestPhoneCode, verifyPhoneCode } from "./phone-sign-in.ts";
import { addEmail, setFirstPassword } from "./phone-account-ways-in.ts";

/** The language the visitor shops in (the switcher's cookie, else the browser's): a new account keeps it. */
const shoppingLocale = (request: FastifyRequest) => requestLocale(request.headers.cookie, request.headers["accept-language"]);

export interface AccountsRouteDeps {
  guards: Guards;
  failedLogins: FailedLogins;
  /** Google's ID tokens checked; null when Google sign-in is not configured. */
  google: GoogleIdentityVerifier | null;
  /** Sign-up and sign-in attempts per client address and minute (AUTH_RATE_LIMIT). */
  authRateLimit: number;
  /** Keys the hashes of phone sign-in codes. */
  codeSecret: string;
  /** The basket's offers a customer's GET /users/{id} carries (promotions' front door). */
  basketOffers: (userId: string) => Promise<BasketOffers>;
}

/** Signing up and in, the emailed links, and the signed-in user's own account. */
export function accountsStoreRoutes(
  deps: AccountsContext,
  { guards, failedLogins, google, authRateLimit, basketOffers, codeSecret }: AccountsRouteDeps,
): FastifyPluginAsyncZod {
  const { requireSelfOrAdmin, requireUser } = guards;
  const authLimit = { rateLimit: { max: authRateLimit, timeWindow: "1 minute" } };
  return async (app) => {
    app.post(
      "/users/signup",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          body: signupBody,
          response: { 201: sessionSchema, 400: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await signUp(deps, failedLogins, request.body, shoppingLocale(request))),
    );

    app.post(
      "/users/login",
      {
        config: authLimit,
        schema: { tags: ["accounts"], body: loginBody, response: { 200: sessionSchema, 400: errorBody, 429: errorBody } },
      },
      async (request) => logIn(deps, failedLogins, request.body.email, request.body.password),
    );

    const phoneDeps = { ...deps, secret: codeSecret };
    app.post(
      "/users/otp/request",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description:
            "Sends a 6-digit sign-in code to the number (SMS, or WhatsApp when it opted in), valid 5 minutes; the same answer whether or not the number has an account. A few per number and per address.",
          body: phoneCodeRequestBody,
          response: { 200: z.object({ message: z.string() }), 400: errorBody, 429: errorBody },
        },
      },
      async (request) => requestPhoneCode(phoneDeps, request.body.phone, request.ip, shoppingLocale(request)),
    );
    app.post(
      "/users/otp/verify",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description:
            "Signs in with the code sent to the number (5 tries): the account that verified this number, or a new one (no email; its name is asked afterwards). Answers the session, as login does.",
          body: phoneCodeVerifyBody,
          response: { 200: sessionSchema, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => verifyPhoneCode(phoneDeps, request.body.phone, request.body.code, shoppingLocale(request)),
    );

    const configuredGoogle = (): GoogleIdentityVerifier => {
      if (!google) throw notFound("Google sign-in is not configured");
      return google;
    };
    app.post(
      "/users/google-login",
      {
        config: authLimit,
        schema: { tags: ["accounts"], body: googleTokenBody, response: { 200: sessionSchema, 401: errorBody, 409: errorBody } },
      },
      async (request) => googleLogIn(deps, configuredGoogle(), request.body.token, shoppingLocale(request)),
    );

    app.post(
      "/users/:id/google-link",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description: "The signed-in owner connects the Google account with the same email; every other session of the account ends.",
          params: idParams,
          body: googleTokenBody,
          response: { 200: publicUserSchema, 401: errorBody, 403: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const caller = await requireUser(request);
        return connectGoogle(deps, configuredGoogle(), caller, request.params.id, request.body.token);
      },
    );

    const messageBody = z.object({ message: z.string() });
    app.post(
      "/users/password-reset-request",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description: "Emails a single-use link to reset the password; the same answer whether or not the email has an account.",
          body: forgotPasswordBody,
          response: { 200: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (request) =>
        requestPasswordReset(deps, request.body.email, (err) => request.log.error({ err }, "could not mail a password reset link")),
    );

    app.post(
      "/users/password-reset",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description: "Sets a new password with the emailed link and ends every session of the account. 410 for an expired or used link.",
          body: resetPasswordBody,
          response: { 200: messageBody, 400: errorBody, 410: errorBody, 429: errorBody },
        },
      },
      async (request) => resetPassword(deps, failedLogins, request.body),
    );

    app.post(
      "/users/verify-email",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          body: verifyEmailBody,
          description: "Confirms the email with the emailed link; counts only from a session of the link's account (403 otherwise).",
          response: { 200: messageBody, 400: errorBody, 403: errorBody, 410: errorBody, 429: errorBody },
        },
      },
      async (request) => verifyEmail(deps, await guards.currentPrincipal(request), request.body.token),
    );

    app.post(
      "/users/:id/verification-email",
      {
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags: ["accounts"],
          description: "Sends the owner a new verification link (a few per hour).",
          params: idParams,
          response: { 200: messageBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) => resendVerification(deps, await requireUser(request), request.params.id),
    );

    const STAFF_KEEP_THEIR_SIGN_IN = "Staff accounts sign in as the owner set them up";
    app.put(
      "/users/:id/email",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description:
            "A phone account gives an email: it is sent the confirmation link, and signs in and gets emails only once the link is opened from this account. Until then it may be replaced. 409 when another account uses it, or the account's email is set already.",
          params: idParams,
          body: addEmailBody,
          response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) =>
        addEmail(phoneDeps, await guards.requireShopper(request, request.params.id, STAFF_KEEP_THEIR_SIGN_IN), request.body.email),
    );
    app.put(
      "/users/:id/password",
      {
        config: authLimit,
        schema: {
          tags: ["accounts"],
          description:
            "A phone account's first password, with the sign-in code just sent to its number (POST /users/otp/request); its other sessions end. 400 for a wrong code, 409 when it has a password already.",
          params: idParams,
          body: firstPasswordBody,
          response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) =>
        setFirstPassword(phoneDeps, await guards.requireShopper(request, request.params.id, STAFF_KEEP_THEIR_SIGN_IN), request.body),
    );

    app.post("/users/logout", { schema: { tags: ["accounts"] } }, async (request) => {
      await requireUser(request);
      await logOut(deps, bearerToken(request.headers.authorization)!);
      return { message: MESSAGES.auth.loggedOut };
    });

    app.get("/users/:id", { schema: { tags: ["accounts"], params: idParams, response: { 200: publicUserSchema } } }, async (request) => {
      await requireSelfOrAdmin(request, request.params.id);
      const [user, offers] = await Promise.all([getUser(deps, request.params.id), basketOffers(request.params.id)]);
      return user.userType === "User" ? { ...user, ...offers } : user;
    });

    app.put(
      "/users/:id",
      {
        schema: {
          tags: ["accounts"],
          description:
            "A new password needs the current one (400 without it), or on a Google-only account `googleToken`, a Google ID token issued in the last 5 minutes (403 without it).",
          params: idParams,
          body: profileUpdateBody,
          response: { 200: publicUserSchema, 400: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const caller = await requireSelfOrAdmin(request, request.params.id);
        return updateProfile(deps, { failedLogins, google }, caller, request.params.id, request.body);
      },
    );
  };
}

/** Staff's list of customers, the owner's staff accounts, and the riders to give deliveries to. */
export function accountsAdminRoutes(deps: AccountsContext, { guards }: { guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const staffAnswers = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
    app.get(
      "/admin/staff",
      {
        config: { roles: ROLES_FOR.owner },
        schema: { tags: ["admin"], response: { 200: z.object({ data: z.array(staffMemberSchema) }) } },
      },
      async () => ({ data: await staffList(deps) }),
    );

    app.post(
      "/admin/staff",
      {
        config: { roles: ROLES_FOR.owner },
        schema: { tags: ["admin"], body: staffCreateBody, response: { 201: z.object({ data: staffMemberSchema }), ...staffAnswers } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await addStaff(deps, actorOf(await guards.requireAdmin(request), request), request.body) }),
    );

    app.put(
      "/admin/staff/:id",
      {
        config: { roles: ROLES_FOR.owner },
        schema: {
          tags: ["admin"],
          description: "Sets a staff member's role; their sessions end. The last owner cannot be demoted (409).",
          params: idParams,
          body: staffRoleBody,
          response: { 200: z.object({ data: staffMemberSchema }), ...staffAnswers },
        },
      },
      async (request) => ({
        data: await changeStaffRole(deps, actorOf(await guards.requireAdmin(request), request), request.params.id, request.body.role),
      }),
    );

    app.delete(
      "/admin/staff/:id",
      {
        config: { roles: ROLES_FOR.owner },
        schema: {
          tags: ["admin"],
          description: "Removes a staff account and ends its sessions at once. The last owner cannot be removed (409).",
          params: idParams,
          response: { 200: z.object({ message: z.string() }), ...staffAnswers },
        },
      },
      async (request) => removeStaff(deps, actorOf(await guards.requireAdmin(request), request), request.params.id),
    );

    app.get(
      "/admin/riders",
      {
        config: { roles: ROLES_FOR.floor },
        schema: { tags: ["admin"], response: { 200: z.object({ data: z.array(z.object({ _id: z.string(), username: z.string() })) }) } },
      },
      async () => ({ data: await listRiders(deps.db) }),
    );

    app.get(
      "/users",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["accounts"], response: { 200: z.array(publicUserSchema) } } },
      async () => customers(deps),
    );
  };
}
