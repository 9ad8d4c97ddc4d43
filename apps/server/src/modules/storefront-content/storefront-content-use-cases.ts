import {
  BANNER_MESSAGES,
  bannerAltText,
  bannerLinkText,
  CREATIVES_PER_GROUP,
  creativeLanguageText,
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
import { inTransaction } from "../../platform/database/in-transaction.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import {
  countCreatives,
  deleteCreative,
  findCreative,
  insertCreativeInFreePosition,
  updateCreativeDetails,
} from "./storefront-content-repository.ts";

export interface StorefrontContentDeps {
  db: Database;
  /** Where the banners' images are kept. */
  images: ImageStore;
}

export const CREATIVE_MEDIA_FIELD = "media";

/** A banner image into its group's free position; the file is removed again if there is none. */
export async function addCreative(deps: StorefrontContentDeps, actor: Actor, form: MultipartForm): Promise<Creative> {
  const tag = creativeTagText.safeParse(form.fields.tag);
  if (!tag.success) throw invalid(MESSAGES.creative.badTag);
  const language = creativeLanguageText.safeParse(form.fields.language);
  if (!language.success) throw invalid(MESSAGES.creative.badLanguage);
  const file = form.files.find((f) => f.field === CREATIVE_MEDIA_FIELD);
  if (!file) throw invalid(SERVER_MESSAGES.creative.fileRequired);
  const details = creativeDetails(form.fields);
  // A cheap early answer; the database still decides when two uploads race for the last place.
  if ((await countCreatives(deps.db, tag.data, language.data)) >= CREATIVES_PER_GROUP) throw conflict(SERVER_MESSAGES.creative.groupFull);
  return withStoredImages(deps.images, [file.bytes], async ([media]) => {
    const creative = await inFreePlace(
      CREATIVES_PER_GROUP,
      () =>
        inTransaction(deps.db, async (tx) => {
          const added = await insertCreativeInFreePosition(tx, { tag: tag.data, language: language.data, media: media!, ...details });
          if (added) await recordAudit(tx, actor, { action: "creative.add", entity: "creative", entityId: added._id, after: { ...added } });
          return added;
        }),
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
export async function editCreativeDetails(
  deps: StorefrontContentDeps,
  actor: Actor,
  id: string,
  details: CreativeDetails,
): Promise<Creative> {
  const creative = await inTransaction(deps.db, async (tx) => {
    const before = await findCreative(tx, id);
    const after = await updateCreativeDetails(tx, id, details);
    if (before && after)
      await recordAudit(tx, actor, {
        action: "creative.edit",
        entity: "creative",
        entityId: id,
        ...changedFields({ ...before }, { ...after }),
      });
    return after;
  });
  if (!creative) throw notFound(SERVER_MESSAGES.creative.notFound);
  return creative;
}

export async function removeCreative(deps: StorefrontContentDeps, actor: Actor, id: string) {
  const media = await inTransaction(deps.db, async (tx) => {
    const before = await findCreative(tx, id);
    const media = await deleteCreative(tx, id);
    if (before && media !== undefined)
      await recordAudit(tx, actor, { action: "creative.remove", entity: "creative", entityId: id, before: { ...before }, after: null });
    return media;
  });
  if (media === undefined) throw notFound(SERVER_MESSAGES.creative.notFound);
  await removeStoredImage(deps.images, media);
  return { message: MESSAGES.creative.deleted };
}
