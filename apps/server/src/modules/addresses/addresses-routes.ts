import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addressAddBody, addressEditBody, idParams, idSchema, MESSAGES, publicUserSchema } from "@taaza/domain";
import { requireShopper } from "../../http/current-user.ts";
import { addAddress, editAddress, removeAddress } from "./addresses-use-cases.ts";

const errorBody = z.object({ error: z.string() });
const responses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const addressParams = z.object({ id: idSchema, addressId: idSchema });

/** The signed-in customer's delivery addresses; every call answers the updated user. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    "/users/:id/address",
    { schema: { tags: ["addresses"], params: idParams, body: addressAddBody, response: { 201: publicUserSchema, ...responses } } },
    async (request, reply) => {
      await requireShopper(request, request.params.id, MESSAGES.address.adminNoAddresses);
      return reply.status(201).send(await addAddress(deps, request.params.id, request.body));
    },
  );

  app.put(
    "/users/:id/:addressId",
    { schema: { tags: ["addresses"], params: addressParams, body: addressEditBody, response: { 200: publicUserSchema, ...responses } } },
    async (request) => {
      await requireShopper(request, request.params.id, MESSAGES.address.adminNoAddresses);
      return editAddress(deps, request.params.id, request.params.addressId, request.body);
    },
  );

  app.delete(
    "/users/:id/:addressId",
    { schema: { tags: ["addresses"], params: addressParams, response: { 200: publicUserSchema, ...responses } } },
    async (request) => {
      await requireShopper(request, request.params.id, MESSAGES.address.adminNoAddresses);
      return removeAddress(deps, request.params.id, request.params.addressId);
    },
  );
};
