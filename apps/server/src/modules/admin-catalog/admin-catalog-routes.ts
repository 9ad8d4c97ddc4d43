import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminProductsQuery,
  categoryBody,
  idParams,
  MESSAGES,
  namedSchema,
  pageSchema,
  PRODUCT_IMAGE_LIMIT,
  productQuickEditBody,
  productSchema,
  productTagBody,
} from "@taaza/domain";
import { adminOnly } from "../../http/current-user.ts";
import { invalid } from "../../platform/errors.ts";
import { readMultipartForm } from "../uploads/index.ts";
import { addCategory, addProductTag, adminProductsPage, createProduct, editProduct, quickEditProduct } from "./admin-catalog-use-cases.ts";

const productForm = { maxFiles: PRODUCT_IMAGE_LIMIT, tooManyFiles: MESSAGES.product.tooManyImages };

/** Staff's catalog: add and edit products, their categories and tags, and the products list. */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.post("/products", { ...admin, schema: { tags: ["admin"], response: { 201: productSchema } } }, async (request, reply) =>
    reply.status(201).send(await createProduct(deps, await readMultipartForm(request, productForm))),
  );

  // Multipart is the edit page (every field and the images); JSON is a quick edit from a list.
  app.put(
    "/products/:id",
    { ...admin, schema: { tags: ["admin"], params: idParams, response: { 200: productSchema } } },
    async (request) => {
      if (request.isMultipart()) return editProduct(deps, request.params.id, await readMultipartForm(request, productForm));
      const edit = productQuickEditBody.safeParse(request.body ?? {});
      if (!edit.success) throw invalid(edit.error.issues[0]?.message ?? MESSAGES.product.updateFailed);
      return quickEditProduct(deps, request.params.id, edit.data);
    },
  );

  app.get(
    "/admin/products",
    { ...admin, schema: { tags: ["admin"], querystring: adminProductsQuery, response: { 200: pageSchema(productSchema) } } },
    async (request) => adminProductsPage(deps, request.query),
  );

  app.post(
    "/categories",
    { ...admin, schema: { tags: ["admin"], body: categoryBody, response: { 201: namedSchema } } },
    async (request, reply) => reply.status(201).send(await addCategory(deps, request.body.name)),
  );

  app.post(
    "/productTags",
    { ...admin, schema: { tags: ["admin"], body: productTagBody, response: { 201: namedSchema } } },
    async (request, reply) => reply.status(201).send(await addProductTag(deps, request.body.name)),
  );
};
