import { CREATIVES_PER_GROUP, creativeTagText, MESSAGES, type Creative, type Deal } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { isUniqueViolation, violatedConstraint } from "../../db/db-errors.ts";
import { badRequest, conflict, notFound } from "../../http/http-error.ts";
import { findProduct } from "../catalog/catalog-repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import type { MultipartForm } from "../uploads/multipart-form.ts";
import { removeStoredImage, withStoredImages } from "../uploads/stored-images.ts";
import {
  countCreatives,
  DEAL_SLOTS,
  deleteCreative,
  deleteDeal,
  findDealOfProduct,
  findDealWithProduct,
  insertCreativeInFreePosition,
  insertDealInFreeSlot,
} from "./storefront-content-repository.ts";

export const CREATIVE_MEDIA_FIELD = "media";

/**
 * Takes the lowest free numbered place. The database's unique index decides between admins who
 * pick the same place at the same moment: the loser tries again, and every clash means a place
 * was filled, so after as many clashes as there are places the group is certainly full.
 */
async function inFreePlace<T>(places: number, insert: () => Promise<T | undefined>, isPlaceClash: (error: unknown) => boolean): Promise<T | undefined> {
  for (let attempt = 0; attempt < places; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (!isPlaceClash(error)) throw error;
    }
  }
  return undefined;
}

/** Deal of the day: an in-stock, live product, each once, at most four, whoever else is adding. */
export async function addDeal(deps: AppDeps, productId: string): Promise<Deal> {
  const { db } = deps;
  const dealId = await inFreePlace(
    DEAL_SLOTS,
    async () => {
      try {
        return await insertDealInFreeSlot(db, productId);
      } catch (error) {
        if (isUniqueViolation(error) && violatedConstraint(error) === "deals_product_id_unique") throw conflict(MESSAGES.deal.duplicate);
        throw error;
      }
    },
    (error) => isUniqueViolation(error),
  );
  if (!dealId) throw await whyNoDeal(deps, productId);
  const deal = await findDealWithProduct(db, dealId);
  if (!deal) throw notFound(MESSAGES.deal.notFound);
  return { _id: deal.id, product: toProduct(deal.product) };
}

async function whyNoDeal(deps: AppDeps, productId: string) {
  const product = await findProduct(deps.db, productId);
  if (!product) return notFound(MESSAGES.product.notFound);
  if (!product.inStock || product.isArchived) return badRequest(MESSAGES.deal.notEligible);
  if (await findDealOfProduct(deps.db, productId)) return conflict(MESSAGES.deal.duplicate);
  return conflict(MESSAGES.deal.limit);
}

export async function removeDeal(deps: AppDeps, id: string) {
  if (!(await deleteDeal(deps.db, id))) throw notFound(MESSAGES.deal.notFound);
  return { message: MESSAGES.deal.removed };
}

/** A banner image into its group's free position; the file is removed again if there is none. */
export async function addCreative(deps: AppDeps, form: MultipartForm): Promise<Creative> {
  const tag = creativeTagText.safeParse(form.fields.tag);
  if (!tag.success) throw badRequest(MESSAGES.creative.badTag);
  const file = form.files.find((f) => f.field === CREATIVE_MEDIA_FIELD);
  if (!file) throw badRequest(MESSAGES.creative.fileRequired);
  // A cheap early answer; the database still decides when two uploads race for the last place.
  if ((await countCreatives(deps.db, tag.data)) >= CREATIVES_PER_GROUP) throw conflict(MESSAGES.creative.groupFull);
  return withStoredImages(deps.images, [file.bytes], async ([media]) => {
    const creative = await inFreePlace(CREATIVES_PER_GROUP, () => insertCreativeInFreePosition(deps.db, tag.data, media!), isUniqueViolation);
    if (!creative) throw conflict(MESSAGES.creative.groupFull);
    return creative;
  });
}

export async function removeCreative(deps: AppDeps, id: string) {
  const media = await deleteCreative(deps.db, id);
  if (media === undefined) throw notFound(MESSAGES.creative.notFound);
  await removeStoredImage(deps.images, media);
  return { message: MESSAGES.creative.deleted };
}
