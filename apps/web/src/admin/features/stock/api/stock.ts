import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { StockList, StockReport, StockRow } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const stockQueryKey = (date: string) => ["admin", "stock", date] as const;

export function getStock(date: string, signal?: AbortSignal): Promise<StockList> {
  return apiFetch<StockList>(`/admin/stock?date=${encodeURIComponent(date)}`, { signal });
}

/** Every listed product with its grams stocked, held and left for `date`. */
export function useStock(date: string) {
  return useQuery({ queryKey: stockQueryKey(date), queryFn: ({ signal }) => getStock(date, signal) });
}

export function setStock(productId: string, date: string, grams: number | null): Promise<StockRow> {
  return apiFetch<StockRow>(`/admin/stock/${encodeURIComponent(productId)}`, { method: "PUT", body: { date, grams } });
}

/** The day's report: stocked, sold, left per product. */
export function useStockReport(date: string) {
  return useQuery({
    queryKey: ["admin", "stock-report", date] as const,
    queryFn: ({ signal }) => apiFetch<StockReport>(`/admin/stock/report?date=${encodeURIComponent(date)}`, { signal }),
  });
}

export const useStockClient = useQueryClient;
