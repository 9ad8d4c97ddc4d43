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
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { inFreePlace } from "../../platform/database/free-place.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import { countCreatives, deleteCreative, insertCreativeInFreePosition, updateCreativeDetails } from "./storefront-content-repository.ts";

export interface StorefrontContentDeps {
  db: Database;
  /** Where the banners' images are kept. */
  images: ImageStore;
}

export const CREATIVE_MEDIA_FIELD = "media";

/** A banner image into its group's free position; the file is removed again if there is none. */
export async function addCreative(deps: StorefrontContentDeps, form: MultipartForm): Promise<Creative> {
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
export async function editCreativeDetails(deps: StorefrontContentDeps, id: string, details: CreativeDetails): Promise<Creative> {
  const creative = await updateCreativeDetails(deps.db, id, details);
  if (!creative) throw notFound(SERVER_MESSAGES.creative.notFound);
  return creative;
}

export async function removeCreative(deps: StorefrontContentDeps, id: string) {
  const media = await deleteCreative(deps.db, id);
  if (media === undefined) throw notFound(SERVER_MESSAGES.creative.notFound);
  await removeStoredImage(deps.images, media);
  return { message: MESSAGES.creative.deleted };
}
