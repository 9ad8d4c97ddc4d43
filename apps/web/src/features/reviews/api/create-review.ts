import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Review } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { productReviewsQueryKey } from "./get-product-reviews.ts";

export type NewReview = { productId: string; rating: number; review: string; images: readonly File[] };

/** POST /reviews/createreview/{productId} as multipart; the server names the poster itself. */
export function createReview({ productId, rating, review, images }: NewReview): Promise<Review> {
  const form = new FormData();
  form.set("review", review);
  form.set("rating", String(rating));
  for (const image of images) form.append("reviewImages", image, image.name);
  return apiFetch<Review>(`/reviews/createreview/${encodeURIComponent(productId)}`, { method: "POST", body: form });
}

export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewReview, "productId">) => createReview({ ...input, productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  });
}
