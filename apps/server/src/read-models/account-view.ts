import { asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowFromJson } from "../platform/database/json-rows.ts";
import { preparedStatement } from "../platform/database/prepared-query.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";
import { basketLinesFromJson, basketLinesJson, buyableLineWrite, findBasketLines, type BasketLineRow } from "./basket-lines.ts";

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** A user as the API shows them: the account with its addresses (oldest first) and basket. */
export interface AccountRows {
  user: UserRow;
  addresses: AddressRow[];
  basket: BasketLineRow[];
}

/** The user's addresses, oldest first. */
export async function findAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** The addresses and basket of a user already read: two statements at once. */
export async function readAccountParts(db: Database, userId: string): Promise<Omit<AccountRows, "user">> {
  const [found, basket] = await Promise.all([findAddresses(db, userId), findBasketLines(db, userId)]);
  return { addresses: found, basket };
}

/** The user with their addresses and basket: one statement, however long the basket. */
export async function readAccount(db: Database, userId: string): Promise<AccountRows | undefined> {
  const found = await userWith(db, accountStatement(userId));
  return found && { user: found.user, addresses: addressRowsFromJson(found.addresses), basket: basketLinesFromJson(found.cart) };
}

// Every basket change runs it: built once, the line's values as placeholders.
const lineWriteStatement = preparedStatement<{ userId: string; productId: string; variantId: string | null; quantity: number }>(() => {
  const userId = sql.placeholder("userId");
  const write = buyableLineWrite(userId, sql.placeholder("productId"), sql.placeholder("variantId"), sql.placeholder("quantity"));
  return userWithStatement(userId, (id) => ({ addresses: addressesJson(id), cart: write.lines(id), written: write.written }), write.cte);
});

/**
 * The account after a basket line's quantity is set (only for a product that exists and may be
 * bought, or a decrease), in the write's own statement; `written` is false when nothing was
 * written (the caller then finds out why), undefined for an unknown user.
 */
export async function readAccountAfterLineWrite(
  db: Database,
  userId: string,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<(AccountRows & { written: boolean }) | undefined> {
  const found = userFrom(
    await lineWriteStatement(db, { userId, productId: line.productId, variantId: line.variantId, quantity: line.quantity }),
  );
  return (
    found && {
      user: found.user,
      addresses: addressRowsFromJson(found.addresses),
      basket: basketLinesFromJson(found.cart),
      written: found.written === true,
    }
  );
}

/**
 * The user's addresses (oldest first, as `findAddresses`) as a JSON subquery: the account is read
 * with its addresses and basket in one round trip. `userId` is the outer query's user id column.
 */
function addressesJson(userId: SQL): SQL<unknown> {
  return sql`(select coalesce(jsonb_agg(to_jsonb(a) order by a.created_at, a.id), '[]'::jsonb) from ${addresses} a where a.user_id = ${userId})`;
}

function addressRowsFromJson(json: unknown): AddressRow[] {
  return (json as Record<string, unknown>[]).map((row) => rowFromJson(addresses, row));
}

/** `readAccount`'s statement (bench/statement-preparing.ts measures it). */
export function accountStatement(userId: string): SQL {
  return userWithStatement(userId, (id) => ({ addresses: addressesJson(id), cart: basketLinesJson(id) }));
}

/**
 * The user and, in the same statement, what `extras` selects beside them (JSON subqueries given
 * the user id column). With `after` (a WITH item, a data-modifying CTE which `extras` may read)
 * the write and the read are one statement.
 */
function userWithStatement(id: SQLWrapper | string, extras: (userId: SQL) => Record<string, SQL<unknown>>, after?: SQL): SQL {
  const columns = sql.join(
    Object.entries(extras(sql.raw(`"users"."id"`))).map(([name, part]) => sql`${part} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const withClause = after ? sql`with ${after} ` : sql``;
  return sql`${withClause}select to_jsonb(${users}) as "user", ${columns} from ${users} where ${users.id} = ${id}::uuid limit 1`;
}

async function userWith(db: Database, statement: SQL): Promise<({ user: UserRow } & Record<string, unknown>) | undefined> {
  return userFrom(await db.execute(statement));
}

function userFrom(result: unknown): ({ user: UserRow } & Record<string, unknown>) | undefined {
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row && { ...row, user: rowFromJson(users, row.user as Record<string, unknown>) };
}
