import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartUpdateBody, idParams, idSchema, publicUserSchema, type PublicUser, SERVER_MESSAGES } from "@taaza/domain";
import { KEEPS_CACHED_VERSIONS } from "../../platform/http/cached-version.ts";
import type { Guards } from "../../platform/http/guards.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { clearBasket, removeLine, setLineQuantityAndView, type AccountViews, type BasketDeps } from "./basket-use-cases.ts";

const responses = { 200: publicUserSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The basket of the signed-in customer; every call answers the updated user, drawn by the
 * accounts module's view that the app hands in (accounts reads the basket, not the other way).
 */
export function basketRoutes(
  deps: BasketDeps,
  { guards, accountViews }: { guards: Guards; accountViews: AccountViews<PublicUser> },
): FastifyPluginAsyncZod {
  const { requireShopper } = guards;
  const accountView = accountViews.now;
  return async (app) => {
    app.post(
      "/users/:id/cart",
      { config: KEEPS_CACHED_VERSIONS, schema: { tags: ["basket"], params: idParams, body: cartUpdateBody, response: responses } },
      async (request) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.cart.adminNoBasket);
        return setLineQuantityAndView(deps, request.params.id, request.body, accountViews);
      },
    );

    app.delete(
      "/users/:id/cart/:lineId",
      {
        config: KEEPS_CACHED_VERSIONS,
        schema: { tags: ["basket"], params: z.object({ id: idSchema, lineId: idSchema }), response: responses },
      },
      async (request) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.cart.adminNoBasket);
        await removeLine(deps, request.params.id, request.params.lineId);
        return accountView(request.params.id);
      },
    );

    app.delete(
      "/users/:id/cart",
      { config: KEEPS_CACHED_VERSIONS, schema: { tags: ["basket"], params: idParams, response: responses } },
      async (request) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.cart.adminNoBasket);
        await clearBasket(deps, request.params.id);
        return accountView(request.params.id);
      },
    );
  };
}
