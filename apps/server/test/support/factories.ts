import { randomUUID } from "node:crypto";
import type { Product, Session } from "@taaza/domain";
import type { FastifyInstance } from "fastify";
import { categories, products, productTags } from "../../src/db/schema.ts";
import { ensureAdmin } from "../../src/modules/accounts/accounts-use-cases.ts";
import { toProduct } from "../../src/modules/catalog/product-view.ts";
import type { TestContext } from "./test-app.ts";

export const GOOD_PASSWORD = "Fresh@Fish1";

export function uniqueEmail(prefix = "customer") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.in`;
}

/** A signed-up customer with a session, through the real API. */
export async function signUpCustomer(app: FastifyInstance, overrides: { username?: string; email?: string } = {}): Promise<Session> {
  const response = await app.inject({
    method: "POST",
    url: "/api/users/signup",
    payload: { userId: "dummy", username: overrides.username ?? "Asha Patil", email: overrides.email ?? uniqueEmail(), password: GOOD_PASSWORD, userType: "User" },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** An Admin made the only way the shop allows: by configuration. */
export async function signInAdmin(ctx: TestContext): Promise<Session> {
  const email = uniqueEmail("admin");
  await ensureAdmin(ctx.deps, { email, password: GOOD_PASSWORD });
  const response = await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password: GOOD_PASSWORD } });
  return response.json();
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

export type ProductOverrides = Partial<typeof products.$inferInsert>;

/** A product straight into the database, with its category and tag. */
export async function buildProduct(ctx: TestContext, overrides: ProductOverrides = {}): Promise<Product & { id: string }> {
  const category = overrides.category ?? "SeaWater";
  const productTag = overrides.productTag ?? "Pomfret";
  await ctx.db.insert(categories).values({ name: category }).onConflictDoNothing();
  await ctx.db.insert(productTags).values({ name: productTag }).onConflictDoNothing();
  const [row] = await ctx.db
    .insert(products)
    .values({
      name: "Silver Pomfret",
      description: "Whole silver pomfret, cleaned.",
      note: "Keep refrigerated.",
      weightGrams: 500,
      defaultPricePaise: 80000,
      salePricePaise: 69900,
      images: ["demo-pomfret.webp"],
      ...overrides,
      category,
      productTag,
    })
    .returning();
  return { ...toProduct(row!), id: row!.id };
}
