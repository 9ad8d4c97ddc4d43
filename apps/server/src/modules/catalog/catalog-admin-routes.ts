import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminFlashDealsSchema,
  adminProductsQuery,
  categoryBody,
  dealBody,
  dealSchema,
  flashDealBody,
  idParams,
  MESSAGES,
  namedSchema,
  pageSchema,
  PRODUCT_IMAGE_LIMIT,
  productQuickEditBody,
  priceSheetBody,
  productSchema,
  productTagBody,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { z } from "zod";
import { invalid } from "../../platform/errors.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { staffActor } from "../audit/index.ts";
import { readMultipartForm } from "../uploads/index.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { addDeal, removeDeal } from "./deals.ts";
import { flashDealsForStaff, setFlashDeal } from "./flash-deals.ts";
import {
  addCategory,
  addProductTag,
  adminProductsPage,
  createProduct,
  editProduct,
  quickEditProduct,
  savePriceSheet,
} from "./product-editing.ts";

const productForm = { maxFiles: PRODUCT_IMAGE_LIMIT, tooManyFiles: MESSAGES.product.tooManyImages };
const messageBody = z.object({ message: z.string() });

/**
 * Staff's catalog: add and edit products, their categories and tags, the products list, the
 * deals of the day and which products are on a flash deal until when.
 */
export function catalogAdminRoutes(deps: CatalogContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/products",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], response: { 201: productSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createProduct(deps, await staffActor(request), await readMultipartForm(request, productForm))),
    );

    // Multipart is the edit page (every field and the images); JSON is a quick edit from a list.
    app.put(
      "/products/:id",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: idParams, response: { 200: productSchema } } },
      async (request) => {
        if (request.isMultipart())
          return editProduct(deps, await staffActor(request), request.params.id, await readMultipartForm(request, productForm));
        const edit = productQuickEditBody.safeParse(request.body ?? {});
        if (!edit.success) throw invalid(edit.error.issues[0]?.message ?? MESSAGES.product.updateFailed);
        return quickEditProduct(deps, await staffActor(request), request.params.id, edit.data);
      },
    );

    // The morning's prices and stock, every row at once: all saved or none.
    app.put(
      "/admin/price-sheet",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], body: priceSheetBody, response: { 200: z.object({ saved: z.number().int() }) } },
      },
      async (request) => savePriceSheet(deps, request.body),
    );

    app.get(
      "/admin/products",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], querystring: adminProductsQuery, response: { 200: pageSchema(productSchema) } },
      },
      async (request) => adminProductsPage(deps, request.query),
    );

    app.post(
      "/categories",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: categoryBody, response: { 201: namedSchema } } },
      async (request, reply) => reply.status(201).send(await addCategory(deps, await staffActor(request), request.body.name)),
    );

    app.post(
      "/productTags",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: productTagBody, response: { 201: namedSchema } } },
      async (request, reply) => reply.status(201).send(await addProductTag(deps, await staffActor(request), request.body.name)),
    );

    app.post(
      "/ftds",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: dealBody, response: { 201: dealSchema } } },
      async (request, reply) => reply.status(201).send(await addDeal(deps, await staffActor(request), request.body.product)),
    );

    app.delete(
      "/ftds/:id",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: idParams, response: { 200: messageBody } } },
      async (request) => removeDeal(deps, await staffActor(request), request.params.id),
    );

    app.get(
      "/admin/flash-deals",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], response: { 200: adminFlashDealsSchema, 401: errorBody, 403: errorBody } },
      },
      async () => flashDealsForStaff(deps),
    );

    app.put(
      "/products/:id/flash-deal",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          params: idParams,
          body: flashDealBody,
          response: { 200: adminFlashDealsSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await setFlashDeal(deps, await staffActor(request), request.params.id, request.body);
        return flashDealsForStaff(deps);
      },
    );
  };
}
