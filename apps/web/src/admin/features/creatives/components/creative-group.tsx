import { useEffect, useId, useRef, useState } from "react";
import { toast } from "../../../../lib/toast.ts";
import {
  CREATIVE_LANGUAGES,
  CREATIVES_PER_GROUP,
  UPLOAD_MESSAGES,
  imageSrcSet,
  uploadUrl,
  type Creative,
  type CreativeDetails,
  type CreativeLanguage,
  CREATIVE_MESSAGES,
} from "@taaza/domain";
import { IMAGE_ACCEPT, imageFileProblem } from "../../../lib/image-files.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useAddCreative, useDeleteCreative, type CreativeTag } from "../api/creatives.ts";
import { BannerDetailsForm } from "./banner-details-form.tsx";
import { BannerUploadForm, READERS, type BannerDraft } from "./banner-upload-form.tsx";

type CreativeGroupProps = { tag: CreativeTag; title: string; hint: string; creatives: Creative[] };

/**
 * One carousel shape: its images with Delete, and + Add Image. The banners for every reader hold
 * up to 4 places (the count shown), and each language up to 4 more of its own.
 */
export function CreativeGroup({ tag, title, hint, creatives }: CreativeGroupProps) {
  const inputId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const addCreative = useAddCreative();
  const deleteCreative = useDeleteCreative();
  const forEveryone = creatives.filter((c) => !c.language).length;
  const full = (["", ...CREATIVE_LANGUAGES] as const).filter(
    (code) => creatives.filter((c) => (c.language ?? "") === code).length >= CREATIVES_PER_GROUP,
  );
  const canAdd = full.length < CREATIVE_LANGUAGES.length + 1;
  const [draft, setDraft] = useState<BannerDraft | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  // The preview's object URL is released when the draft goes.
  useEffect(() => (draft ? () => URL.revokeObjectURL(draft.url) : undefined), [draft]);

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(CREATIVE_MESSAGES.addFailed, { description: problem });
      return;
    }
    // Decoded first, for its size and the preview; a file the browser cannot show is refused.
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setDraft({ file, url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      toast.error(CREATIVE_MESSAGES.addFailed, { description: UPLOAD_MESSAGES.notAnImage });
    };
    image.src = url;
  };

  const upload = (details: CreativeDetails & { language: CreativeLanguage | null }) => {
    if (!draft) return;
    addCreative.mutate(
      { tag, file: draft.file, ...details },
      {
        onSuccess: () => {
          toast.success(CREATIVE_MESSAGES.added);
          setDraft(null);
        },
        onError: (error) => reportFailure(CREATIVE_MESSAGES.addFailed, error),
      },
    );
  };

  const remove = (creative: Creative, position: number) => {
    if (!window.confirm(`Delete ${title} image ${position}? Customers stop seeing it at once.`)) return;
    deleteCreative.mutate(creative._id, {
      onSuccess: () => toast.success(CREATIVE_MESSAGES.deleted),
      onError: (error) => reportFailure(CREATIVE_MESSAGES.deleteFailed, error),
    });
  };

  return (
    <section className={`admin-card creative-group creative-group--${tag}`} aria-labelledby={titleId}>
      <div className="creative-group__head">
        <h2 id={titleId} className="admin-section-title">
          {title}
        </h2>
        <p className="admin-muted creative-group__count tabular">
          {forEveryone} of {CREATIVES_PER_GROUP}
        </p>
      </div>
      <p className="admin-field__hint">{hint}</p>
      <ol className="creative-group__list">
        {creatives.map((creative, index) => (
          <li key={creative._id} className="creative-group__item">
            <img
              className="creative-group__image"
              src={uploadUrl(creative.media)}
              srcSet={imageSrcSet(creative.media) || undefined}
              sizes={tag === "desktop" ? "(min-width: 900px) 400px, 90vw" : "(min-width: 900px) 200px, 45vw"}
              width={tag === "desktop" ? 1600 : 800}
              height={tag === "desktop" ? 600 : 1000}
              alt={`${title} banner ${index + 1}`}
              loading="lazy"
              decoding="async"
            />
            {editing === creative._id ? (
              <BannerDetailsForm creative={creative} label={`${title} banner ${index + 1}`} onDone={() => setEditing(null)} />
            ) : (
              <dl className="creative-group__details">
                <div>
                  <dt>Alt text</dt>
                  <dd>{creative.alt || <span className="admin-muted">None yet</span>}</dd>
                </div>
                <div>
                  <dt>Readers</dt>
                  <dd>{READERS[creative.language ?? ""]}</dd>
                </div>
                <div>
                  <dt>Opens</dt>
                  <dd>{creative.link ?? <span className="admin-muted">No link</span>}</dd>
                </div>
              </dl>
            )}
            <div className="creative-group__buttons">
              {editing !== creative._id && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => setEditing(creative._id)}
                  aria-label={`Edit alt text and link of ${title} banner ${index + 1}`}
                >
                  Edit details
                </button>
              )}
              <button
                type="button"
                className="btn btn--danger btn--small"
                onClick={() => remove(creative, index + 1)}
                disabled={deleteCreative.isPending}
                aria-label={`Delete ${title} banner ${index + 1}`}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
        {canAdd && !draft && (
          <li className="creative-group__item creative-group__item--add">
            <label htmlFor={inputId} className="creative-group__add" aria-busy={addCreative.isPending}>
              {addCreative.isPending ? "Uploading…" : "+ Add Image"}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="admin-file-input"
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={addCreative.isPending}
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </li>
        )}
      </ol>
      {draft && (
        <BannerUploadForm
          tag={tag}
          title={title}
          draft={draft}
          busy={addCreative.isPending}
          full={full}
          onCancel={() => setDraft(null)}
          onUpload={upload}
        />
      )}
    </section>
  );
}
