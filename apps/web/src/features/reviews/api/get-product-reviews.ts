import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProductReviews } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const productReviewsQueryKey = (productId: string) => ["reviews", productId] as const;

/** One page (5) of a product's reviews, best rated first, with the average and count of all. */
export function getProductReviews(productId: string, page: number, signal?: AbortSignal): Promise<ProductReviews> {
  return apiFetch<ProductReviews>(`/reviews/getproductreview/${encodeURIComponent(productId)}?page=${page}`, { signal });
}

export function useProductReviews(productId: string, page: number) {
  return useQuery({
    queryKey: [...productReviewsQueryKey(productId), page],
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    placeholderData: keepPreviousData,
  });
}
