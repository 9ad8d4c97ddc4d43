import {
  BANNER_MESSAGES,
  bannerAltText,
  bannerLinkText,
  CREATIVES_PER_GROUP,
  creativeTagText,
  linkNeedsAlt,
  MESSAGES,
  type Creative,
  type CreativeDetails,
  type Deal,
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { isUniqueViolation, violatedConstraint } from "../../platform/database/db-errors.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { findProduct, toProduct } from "../catalog/index.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import {
  countCreatives,
  DEAL_SLOTS,
  deleteCreative,
  deleteDeal,
  findDealOfProduct,
  findDealWithProduct,
  insertCreativeInFreePosition,
  insertDealInFreeSlot,
  updateCreativeDetails,
} from "./storefront-content-repository.ts";

export const CREATIVE_MEDIA_FIELD = "media";

/**
 * Takes the lowest free numbered place. The database's unique index decides between admins who
 * pick the same place at the same moment: the loser tries again, and every clash means a place
 * was filled, so after as many clashes as there are places the group is certainly full.
 */
async function inFreePlace<T>(
  places: number,
  insert: () => Promise<T | undefined>,
  isPlaceClash: (error: unknown) => boolean,
): Promise<T | undefined> {
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
        if (isUniqueViolation(error) && violatedConstraint(error) === "deals_product_id_unique")
          throw conflict(SERVER_MESSAGES.deal.duplicate);
        throw error;
      }
    },
    (error) => isUniqueViolation(error),
  );
  if (!dealId) throw await whyNoDeal(deps, productId);
  const deal = await findDealWithProduct(db, dealId);
  if (!deal) throw notFound(SERVER_MESSAGES.deal.notFound);
  return { _id: deal.id, product: toProduct(deal.product) };
}

async function whyNoDeal(deps: AppDeps, productId: string) {
  const product = await findProduct(deps.db, productId);
  if (!product) return notFound(SERVER_MESSAGES.product.notFound);
  if (!product.inStock || product.isArchived) return invalid(SERVER_MESSAGES.deal.notEligible);
  if (await findDealOfProduct(deps.db, productId)) return conflict(SERVER_MESSAGES.deal.duplicate);
  return conflict(MESSAGES.deal.limit);
}

export async function removeDeal(deps: AppDeps, id: string) {
  if (!(await deleteDeal(deps.db, id))) throw notFound(SERVER_MESSAGES.deal.notFound);
  return { message: SERVER_MESSAGES.deal.removed };
}

/** A banner image into its group's free position; the file is removed again if there is none. */
export async function addCreative(deps: AppDeps, form: MultipartForm): Promise<Creative> {
  const tag = creativeTagText.safeParse(form.fields.tag);
  if (!tag.success) throw invalid(MESSAGES.creative.badTag);
  const file = form.files.find((f) => f.field === CREATIVE_MEDIA_FIELD);
  if (!file) throw invalid(SERVER_MESSAGES.creative.fileRequired);
  const details = creativeDetails(form.fields);
  // A cheap early answer; the database still decides when two uploads race for the last place.
  if ((await countCreatives(deps.db, tag.data)) >= CREATIVES_PER_GROUP) throw conflict(SERVER_MESSAGES.creative.groupFull);
  return withStoredImages(deps.images, [file.bytes], async ([media]) => {
    const creative = await inFreePlace(
      CREATIVES_PER_GROUP,
      () => insertCreativeInFreePosition(deps.db, { tag: tag.data, media: media!, ...details }),
      isUniqueViolation,
    );
    if (!creative) throw conflict(SERVER_MESSAGES.creative.groupFull);
    return creative;
  });
}

/**
 * The alt text and link sent with an upload, checked before the image is stored. The spec's
 * upload sends only media and tag, so both stay optional here, but a banner with a link must
 * say what it shows (the link's name); staff's form always asks for the description.
 */
function creativeDetails(fields: Record<string, string>): CreativeDetails {
  const alt = (fields.alt ?? "").trim() === "" ? { success: true as const, data: "" } : bannerAltText.safeParse(fields.alt);
  if (!alt.success) throw invalid(alt.error.issues[0]?.message ?? MESSAGES.creative.addFailed);
  const link = bannerLinkText.safeParse(fields.link ?? null);
  if (!link.success) throw invalid(link.error.issues[0]?.message ?? MESSAGES.creative.addFailed);
  const details = { alt: alt.data, link: link.data };
  if (linkNeedsAlt(details)) throw invalid(BANNER_MESSAGES.altRequired);
  return details;
}

/** Staff change what a banner says and where it leads, without uploading it again. */
export async function editCreativeDetails(deps: AppDeps, id: string, details: CreativeDetails): Promise<Creative> {
  const creative = await updateCreativeDetails(deps.db, id, details);
  if (!creative) throw notFound(SERVER_MESSAGES.creative.notFound);
  return creative;
}

export async function removeCreative(deps: AppDeps, id: string) {
  const media = await deleteCreative(deps.db, id);
  if (media === undefined) throw notFound(SERVER_MESSAGES.creative.notFound);
  await removeStoredImage(deps.images, media);
  return { message: MESSAGES.creative.deleted };
}
