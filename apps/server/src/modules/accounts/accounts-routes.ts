import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, loginBody, MESSAGES, profileUpdateBody, publicUserSchema, sessionSchema, signupBody } from "@taaza/domain";
import { HttpError } from "../../http/http-error.ts";
import { requireAdmin, requireSelfOrAdmin, requireUser } from "../../http/current-user.ts";
import { bearerToken } from "./session-tokens.ts";
import { customers, getUser, logIn, logOut, signUp, updateProfile } from "./accounts-use-cases.ts";
import { googleIdentityVerifier, type GoogleIdentityVerifier } from "./google-identity.ts";
import { googleLogIn } from "./google-login.ts";

const errorBody = z.object({ error: z.string() });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const authLimit = { rateLimit: { max: deps.config.authRateLimit, timeWindow: "1 minute" } };

  app.post(
    "/users/signup",
    { config: authLimit, schema: { tags: ["accounts"], body: signupBody, response: { 201: sessionSchema, 400: errorBody, 403: errorBody } } },
    async (request, reply) => reply.status(201).send(await signUp(deps, request.body)),
  );

  app.post(
    "/users/login",
    { config: authLimit, schema: { tags: ["accounts"], body: loginBody, response: { 200: sessionSchema, 400: errorBody } } },
    async (request) => logIn(deps, request.body.email, request.body.password),
  );

  const google: GoogleIdentityVerifier | null = deps.config.google.clientId
    ? googleIdentityVerifier({ clientId: deps.config.google.clientId, jwksUrl: deps.config.google.jwksUrl, jwksFile: deps.config.google.jwksFile })
    : null;
  app.post(
    "/users/google-login",
    { config: authLimit, schema: { tags: ["accounts"], body: z.object({ token: z.string().min(1).max(8192) }), response: { 200: sessionSchema, 401: errorBody } } },
    async (request) => {
      if (!google) throw new HttpError(404, "Google sign-in is not configured");
      return googleLogIn(deps, google, request.body.token);
    },
  );

  app.post("/users/logout", { schema: { tags: ["accounts"] } }, async (request) => {
    await requireUser(request);
    await logOut(deps, bearerToken(request.headers.authorization)!);
    return { message: MESSAGES.auth.loggedOut };
  });

  app.get("/users", { schema: { tags: ["accounts"], response: { 200: z.array(publicUserSchema) } } }, async (request) => {
    await requireAdmin(request);
    return customers(deps);
  });

  app.get("/users/:id", { schema: { tags: ["accounts"], params: idParams, response: { 200: publicUserSchema } } }, async (request) => {
    await requireSelfOrAdmin(request, request.params.id);
    return getUser(deps, request.params.id);
  });

  app.put(
    "/users/:id",
    { schema: { tags: ["accounts"], params: idParams, body: profileUpdateBody, response: { 200: publicUserSchema } } },
    async (request) => {
      const caller = await requireSelfOrAdmin(request, request.params.id);
      return updateProfile(deps, caller, request.params.id, request.body);
    },
  );
};
