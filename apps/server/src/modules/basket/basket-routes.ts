import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartUpdateBody, idParams, idSchema, MESSAGES, publicUserSchema } from "@taaza/domain";
import { requireShopper } from "../../http/current-user.ts";
import { clearBasket, removeLine, setLineQuantity } from "./basket-use-cases.ts";

const errorBody = z.object({ error: z.string() });
const responses = { 200: publicUserSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The basket of the signed-in customer; every call answers the updated user. */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post("/users/:id/cart", { schema: { tags: ["basket"], params: idParams, body: cartUpdateBody, response: responses } }, async (request) => {
    await requireShopper(request, request.params.id, MESSAGES.cart.adminNoBasket);
    return setLineQuantity(deps, request.params.id, request.body);
  });

  app.delete(
    "/users/:id/cart/:lineId",
    { schema: { tags: ["basket"], params: z.object({ id: idSchema, lineId: idSchema }), response: responses } },
    async (request) => {
      await requireShopper(request, request.params.id, MESSAGES.cart.adminNoBasket);
      return removeLine(deps, request.params.id, request.params.lineId);
    },
  );

  app.delete("/users/:id/cart", { schema: { tags: ["basket"], params: idParams, response: responses } }, async (request) => {
    await requireShopper(request, request.params.id, MESSAGES.cart.adminNoBasket);
    return clearBasket(deps, request.params.id);
  });
};
