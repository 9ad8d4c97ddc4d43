import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addressAddRequest,
  addressEditRequest,
  idParams,
  idSchema,
  publicUserSchema,
  type PublicUser,
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { Guards } from "../../platform/http/guards.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { addAddress, editAddress, removeAddress, type AddressesDeps } from "./addresses-use-cases.ts";

const responses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const addressParams = z.object({ id: idSchema, addressId: idSchema });

/**
 * The signed-in customer's delivery addresses; every call answers the updated user. The user
 * view (account, addresses and basket) is the accounts module's, handed in by the app so that
 * accounts may read addresses without addresses depending on accounts.
 */
export function addressesRoutes(
  deps: AddressesDeps,
  { guards, accountView }: { guards: Guards; accountView: (userId: string) => Promise<PublicUser> },
): FastifyPluginAsyncZod {
  const { requireShopper } = guards;
  return async (app) => {
    app.post(
      "/users/:id/address",
      { schema: { tags: ["addresses"], params: idParams, body: addressAddRequest, response: { 201: publicUserSchema, ...responses } } },
      async (request, reply) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.address.adminNoAddresses);
        await addAddress(deps, request.params.id, request.body);
        return reply.status(201).send(await accountView(request.params.id));
      },
    );

    app.put(
      "/users/:id/:addressId",
      {
        schema: { tags: ["addresses"], params: addressParams, body: addressEditRequest, response: { 200: publicUserSchema, ...responses } },
      },
      async (request) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.address.adminNoAddresses);
        await editAddress(deps, request.params.id, request.params.addressId, request.body);
        return accountView(request.params.id);
      },
    );

    app.delete(
      "/users/:id/:addressId",
      { schema: { tags: ["addresses"], params: addressParams, response: { 200: publicUserSchema, ...responses } } },
      async (request) => {
        await requireShopper(request, request.params.id, SERVER_MESSAGES.address.adminNoAddresses);
        await removeAddress(deps, request.params.id, request.params.addressId);
        return accountView(request.params.id);
      },
    );
  };
}
