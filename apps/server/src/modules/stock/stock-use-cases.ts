import {
  deliveryDate,
  gramsPerUnit,
  stockBelowHeldMessage,
  stockLevel,
  STOCK_MESSAGES,
  toCsv,
  type Product,
  type StockLevels,
  type StockList,
  type StockReport,
  type StockSetBody,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { isForeignKeyViolation, sqlState, violatedConstraint } from "../../platform/database/db-errors.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { recordAudit, type Actor } from "../audit/index.ts";
import type { ProductRow } from "../../read-models/basket-lines.ts";
import { readStockedCatalog, readStockedProducts, readStockReport, readStockSheet } from "../../read-models/stock-sheets.ts";
import { giveBack, heldGrams, upsertStock } from "./stock-repository.ts";

export interface StockDeps {
  db: Database;
  clock: Clock;
  /** Products as the API speaks them, with their variants (the catalog's), for "Today's catch". */
  viewProducts: (rows: readonly ProductRow[]) => Promise<Product[]>;
}

/** The home page's "Today's catch": at most this many products stocked this morning. */
export const TODAYS_CATCH_SIZE = 12;

/** GET /products/todays-catch: what was stocked for today (buyable, more than 0 g). */
export async function todaysCatch(deps: StockDeps): Promise<Product[]> {
  const rows = await readStockedCatalog(deps.db, deliveryDate("Today", deps.clock.now()), TODAYS_CATCH_SIZE);
  return deps.viewProducts(rows);
}

/** GET /admin/stock?date=: every listed product with its grams stocked, held and left. */
export async function stockList(deps: StockDeps, date: string): Promise<StockList> {
  const rows = await readStockSheet(deps.db, date);
  return {
    date,
    products: rows.map((r) => ({
      productId: r.productId,
      name: r.name,
      stockedGrams: r.stockedGrams,
      heldGrams: r.heldGrams,
      leftGrams: r.stockedGrams === null ? null : r.stockedGrams - r.heldGrams,
      unitGrams: gramsPerUnit({ weight: r.weightGrams, grossWeight: r.grossWeightGrams }),
    })),
  };
}

/** PUT /admin/stock/{productId}: today or tomorrow only (India time); never below what is held. */
export async function setStock(
  deps: StockDeps,
  actor: Actor,
  productId: string,
  body: StockSetBody,
): Promise<StockList["products"][number]> {
  const now = deps.clock.now();
  if (body.date !== deliveryDate("Today", now) && body.date !== deliveryDate("Tomorrow", now)) throw invalid(STOCK_MESSAGES.dateNotOpen);
  if (!/^[0-9a-f-]{36}$/i.test(productId)) throw notFound(STOCK_MESSAGES.productNotFound);
  try {
    await inTransaction(deps.db, async (tx) => {
      await upsertStock(tx, productId, body.date, body.grams);
      await recordAudit(
        tx,
        actor,
        { action: "stock.set", entity: "product", entityId: productId, after: { date: body.date, grams: body.grams } },
        now,
      );
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(STOCK_MESSAGES.productNotFound);
    if (sqlState(error) === "23514" && violatedConstraint(error) === "stock_held_check")
      throw conflict(stockBelowHeldMessage(await heldGrams(deps.db, productId, body.date)));
    throw error;
  }
  const row = (await stockList(deps, body.date)).products.find((p) => p.productId === productId);
  if (!row) throw notFound(STOCK_MESSAGES.productNotFound);
  return row;
}

/** The day's report: per product stocked, sold (paid orders' grams) and left (the shop's loss). */
export async function stockReport(deps: StockDeps, date: string): Promise<StockReport> {
  const rows = await readStockReport(deps.db, date);
  return {
    date,
    products: rows.map((r) => ({ ...r, leftGrams: r.stockedGrams - r.soldGrams })),
  };
}

export function stockReportCsv(report: StockReport): string {
  return toCsv([
    ["Product", "Stocked (g)", "Sold (g)", "Left (g)"],
    ...report.products.map((p) => [p.name, p.stockedGrams, p.soldGrams, p.leftGrams]),
  ]);
}

/** GET /stock-levels: today's and tomorrow's level of each stocked product; never a count. */
export async function stockLevels(deps: StockDeps): Promise<StockLevels> {
  const now = deps.clock.now();
  const today = deliveryDate("Today", now);
  const tomorrow = deliveryDate("Tomorrow", now);
  const rows = await readStockedProducts(deps.db, [today, tomorrow]);
  const byProduct = new Map<string, StockLevels["products"][number]>();
  for (const r of rows) {
    const entry = byProduct.get(r.productId) ?? { productId: r.productId, today: null, tomorrow: null, stockedToday: false };
    const left = r.stockedGrams === null ? null : r.stockedGrams - r.heldGrams;
    const level = stockLevel(left, gramsPerUnit({ weight: r.weightGrams, grossWeight: r.grossWeightGrams }));
    if (r.date === today) {
      entry.today = level;
      entry.stockedToday = r.stockedGrams !== null && r.stockedGrams > 0;
    } else entry.tomorrow = level;
    byProduct.set(r.productId, entry);
  }
  return { today, tomorrow, products: [...byProduct.values()] };
}

export { giveBack };
