import { randomInt, randomUUID } from "node:crypto";
import { newBillId, type Product, type Session, type StaffRole } from "@taaza/domain";
import type { FastifyInstance } from "fastify";
import { asc, eq, inArray } from "drizzle-orm";
import {
  categories,
  checkouts,
  orderItems,
  orders,
  products,
  productTags,
  productVariants,
  users,
} from "../../src/platform/database/schema.ts";
import { toProduct, toVariant } from "../../src/modules/catalog/product-view.ts";
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
    payload: {
      userId: "dummy",
      username: overrides.username ?? "Asha Patil",
      email: overrides.email ?? uniqueEmail(),
      password: GOOD_PASSWORD,
      userType: "User",
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** An Admin made the only way the shop allows: by configuration. */
export async function signInAdmin(ctx: TestContext): Promise<Session> {
  const email = uniqueEmail("admin");
  await ctx.modules.accounts.ensureAdmin({ email, password: GOOD_PASSWORD });
  const response = await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password: GOOD_PASSWORD } });
  return response.json();
}

/** A customer row straight into the database (no password, no session): for data other rows point at. */
/**
 * A staff member of `role`, signed in: made as the configured owner is, then given the role
 * before signing in (so the session carries it). `phone` for a rider customers call.
 */
export async function signInStaff(
  ctx: TestContext,
  role: StaffRole,
  options: { username?: string; phone?: string } = {},
): Promise<Session> {
  const email = uniqueEmail(role);
  await ctx.modules.accounts.ensureAdmin({ email, password: GOOD_PASSWORD });
  await ctx.db
    .update(users)
    .set({
      staffRole: role,
      username: options.username ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${email.slice(0, 6)}`,
      phone: options.phone ?? null,
    })
    .where(eq(users.email, email));
  const response = await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password: GOOD_PASSWORD } });
  return response.json();
}

export async function buildCustomer(
  ctx: TestContext,
  overrides: { username?: string; email?: string } = {},
): Promise<{ id: string; username: string }> {
  const [row] = await ctx.db
    .insert(users)
    .values({
      userCode: `T${randomUUID().slice(0, 10)}`,
      username: overrides.username ?? "Asha Patil",
      email: overrides.email ?? uniqueEmail(),
      userType: "User",
    })
    .returning();
  return { id: row!.id, username: row!.username };
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
  // The database gave it its default variant (migration 0014's trigger) when the insert committed.
  return { ...toProduct(row!, await variantsOf(ctx, row!.id)), id: row!.id };
}

/** A product's variants, default first, as stored. */
export async function variantsOf(ctx: TestContext, productId: string) {
  return ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position));
}

/**
 * Another cut or pack of a product, straight into the database (after its default); answers it
 * as the API shows it.
 */
export async function buildVariant(
  ctx: TestContext,
  productId: string,
  overrides: Partial<typeof productVariants.$inferInsert> = {},
): Promise<Product["variants"][number]> {
  const position = (await variantsOf(ctx, productId)).length;
  const [row] = await ctx.db
    .insert(productVariants)
    .values({
      productId,
      position,
      label: "Steaks · 1 kg",
      preparation: "Steaks",
      weightGrams: 1000,
      defaultPricePaise: 150000,
      salePricePaise: 139900,
      ...overrides,
    })
    .returning();
  return toVariant(row!);
}

/** Sets the default variant's columns and the product's mirror of them, as the catalog writes both. */
export async function setDefaultVariant(
  ctx: TestContext,
  productId: string,
  changes: { inStock?: boolean; salePricePaise?: number | null },
): Promise<void> {
  const [first] = await variantsOf(ctx, productId);
  await ctx.db.update(productVariants).set(changes).where(eq(productVariants.id, first!.id));
  await ctx.db.update(products).set(changes).where(eq(products.id, productId));
}

/**
 * A paid order straight into the database (checkout, order, items), for tests of what happens
 * after payment. The payment flow itself is tested through the API.
 */
export async function buildOrder(
  ctx: TestContext,
  options: {
    userId: string;
    items: { productId: string; quantity: number; unitPricePaise?: number }[];
    deliveryChargePaise?: number;
    status?: "Pending" | "Delivered" | "Canceled";
    billId?: string;
    createdAt?: Date;
    billedAt?: Date;
  },
) {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        options.items.map((i) => i.productId),
      ),
    );
  const defaults = await ctx.db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        options.items.map((i) => i.productId),
      ),
    )
    .orderBy(asc(productVariants.position));
  const lines = options.items.map((item, position) => {
    const p = rows.find((r) => r.id === item.productId)!;
    const v = defaults.find((d) => d.productId === p.id)!;
    const unitPricePaise = item.unitPricePaise ?? p.salePricePaise ?? p.defaultPricePaise;
    return {
      position,
      productId: p.id,
      variantId: v.id,
      variantLabel: v.label,
      name: p.name,
      weightGrams: p.weightGrams,
      image: p.images[0] ?? null,
      unitPricePaise,
      defaultPricePaise: p.defaultPricePaise,
      quantity: item.quantity,
    };
  });
  const subtotalPaise = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const deliveryChargePaise = options.deliveryChargePaise ?? 0;
  const shippingAddress = {
    firstName: "Asha",
    lastName: "Patil",
    address: "12 Marine Drive",
    landmark: "Near Oval",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400001",
    phoneNo: "9820012345",
  };
  const providerOrderId = `order_test_${randomUUID().slice(0, 12)}`;
  const [checkout] = await ctx.db
    .insert(checkouts)
    .values({
      userId: options.userId,
      provider: "test",
      providerOrderId,
      amountPaise: subtotalPaise + deliveryChargePaise,
      subtotalPaise,
      deliveryChargePaise,
      lines,
      basketFingerprint: "factory",
      shippingAddress,
      deliveryDate: "2026-11-23",
      slot: "8AM-10AM",
      status: "paid",
    })
    .returning();
  const [order] = await ctx.db
    .insert(orders)
    .values({
      billId:
        // The shop's own drawing (1.6 million ids): the earlier hex letters gave 21,600, and two
        // orders of one test met on the same id about once in twenty runs of the role matrix.
        options.billId ?? newBillId(randomInt),
      userId: options.userId,
      status: options.status ?? "Pending",
      shippingAddress,
      subtotalPaise,
      deliveryChargePaise,
      billPricePaise: subtotalPaise + deliveryChargePaise,
      deliveryDate: "2026-11-23",
      slot: "8AM-10AM",
      provider: "test",
      providerOrderId,
      providerPaymentId: `pay_test_${randomUUID().slice(0, 12)}`,
      checkoutId: checkout!.id,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.billedAt ? { billedAt: options.billedAt } : {}),
    })
    .returning();
  const items = await ctx.db
    .insert(orderItems)
    .values(lines.map((l) => ({ ...l, orderId: order!.id })))
    .returning({ id: orderItems.id });
  return { ...order!, lineIds: items.map((item) => item.id) };
}
