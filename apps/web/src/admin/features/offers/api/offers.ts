import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Coupon, CouponBody, CouponReportRow, FreeDelivery, FreeDeliveryBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

// Staff's offers (issue 32): coupon codes, the free-delivery thresholds, and what each code gave.

const couponsKey = ["admin", "coupons"] as const;
const reportKey = ["admin", "coupons", "report"] as const;
const freeDeliveryKey = ["admin", "free-delivery"] as const;

/** GET /api/admin/coupons: every code, newest first, with the orders placed with it. */
export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: ({ signal }) => apiFetch<Coupon[]>("/admin/coupons", { signal }), staleTime: 0 });
}

/** GET /api/admin/coupons/report: per code, orders, discount given and item sales. */
export function useCouponReport() {
  return useQuery({
    queryKey: reportKey,
    queryFn: ({ signal }) => apiFetch<CouponReportRow[]>("/admin/coupons/report", { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/free-delivery: the shop-wide threshold and each pincode's own. */
export function useFreeDelivery() {
  return useQuery({ queryKey: freeDeliveryKey, queryFn: ({ signal }) => apiFetch<FreeDelivery>("/admin/free-delivery", { signal }) });
}

/** POST /api/admin/coupons, or PUT /api/admin/coupons/{id} with an id. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CouponBody }) =>
      id === null
        ? apiFetch<Coupon>("/admin/coupons", { method: "POST", body })
        : apiFetch<Coupon>(`/admin/coupons/${encodeURIComponent(id)}`, { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** DELETE /api/admin/coupons/{id}: an unused code goes, a used one is ended. */
export function useEndCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: boolean; message?: string }>(`/admin/coupons/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** PUT /api/admin/free-delivery. */
export function useSetFreeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FreeDeliveryBody) => apiFetch<FreeDelivery>("/admin/free-delivery", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(freeDeliveryKey, saved),
  });
}

/** A coupon as staff would send it back: every field it holds. */
export function bodyOf(coupon: Coupon, changes: Partial<CouponBody> = {}): CouponBody {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount,
    minBasket: coupon.minBasket,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    firstOrderOnly: coupon.firstOrderOnly,
    perCustomer: coupon.perCustomer,
    totalUses: coupon.totalUses,
    categories: coupon.categories,
    productIds: coupon.productIds,
    paused: coupon.paused,
    ...changes,
  };
}
