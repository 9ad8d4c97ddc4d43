import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { BANNER_SHAPES, CREATIVE_LANGUAGES, type CreativeDetails, type CreativeLanguage } from "@taaza/domain";
import type { CreativeTag } from "../api/creatives.ts";
import { bannerAdvice, coverCrop } from "../banner-crop.ts";
import { BannerDetailsFields, checkDetails, type DetailsText } from "./banner-details-fields.tsx";

export type BannerDraft = { file: File; url: string; width: number; height: number };

type BannerUploadFormProps = {
  tag: CreativeTag;
  title: string;
  draft: BannerDraft;
  busy: boolean;
  /** The groups already holding four banners ("" = every language): not offered. */
  full: readonly (CreativeLanguage | "")[];
  onCancel: () => void;
  onUpload: (details: CreativeDetails & { language: CreativeLanguage | null }) => void;
};

/** Who a banner is for, as staff read it. */
export const READERS: Record<CreativeLanguage | "", string> = { "": "Every language", en: "English", mr: "Marathi", hi: "Hindi" };

/**
 * Before an image goes live: the whole image with the part the banner frame will show outlined,
 * the banner as customers will see it, the recommended size, and its words and link.
 */
export function BannerUploadForm({ tag, title, draft, busy, full, onCancel, onUpload }: BannerUploadFormProps) {
  const [text, setText] = useState<DetailsText>({ alt: "", link: "" });
  const [language, setLanguage] = useState<CreativeLanguage | "">(
    () => (["", ...CREATIVE_LANGUAGES] as const).find((code) => !full.includes(code)) ?? "",
  );
  const [problem, setProblem] = useState<{ field: "alt" | "link"; message: string } | null>(null);
  const shape = BANNER_SHAPES[tag];
  const crop = coverCrop(draft.width, draft.height, shape.width, shape.height);
  const advice = bannerAdvice(tag, draft.width, draft.height);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  // The file picker that opened this form is gone from the page: focus moves to its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="alt"]')?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDetails(text);
    if (!checked.ok) {
      setProblem(checked);
      event.currentTarget.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    onUpload({ ...checked.details, language: language || null });
  };

  return (
    <form ref={formRef} className="banner-upload" onSubmit={submit} noValidate aria-label={`New ${title} banner`}>
      <div className="banner-upload__previews">
        <figure className="banner-upload__figure">
          <div className="banner-upload__whole">
            <img src={draft.url} alt="" width={draft.width} height={draft.height} />
            <span
              className="banner-upload__crop"
              style={{ left: `${crop.left}%`, top: `${crop.top}%`, width: `${crop.width}%`, height: `${crop.height}%` }}
              aria-hidden="true"
            />
          </div>
          <figcaption className="admin-field__hint">Your image; the outline is what the banner shows.</figcaption>
        </figure>
        <figure className="banner-upload__figure">
          <img className={`banner-upload__framed banner-upload__framed--${tag}`} src={draft.url} alt="" />
          <figcaption className="admin-field__hint">
            As customers will see it {tag === "desktop" ? "on wider screens" : "on phones"} ({shape.ratio}).
          </figcaption>
        </figure>
      </div>
      <p className="banner-upload__size">
        Recommended size:{" "}
        <strong className="tabular">
          {shape.width} × {shape.height} px
        </strong>{" "}
        ({shape.ratio}). Chosen image:{" "}
        <span className="tabular">
          {draft.width} × {draft.height} px
        </span>
        .
      </p>
      <div role="status">
        {advice.length > 0 && (
          <ul className="banner-upload__advice">
            {advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${formId}-language`}>
          Shown to readers of
        </label>
        <select
          id={`${formId}-language`}
          className="admin-input"
          name="language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as CreativeLanguage | "")}
          aria-describedby={`${formId}-language-hint`}
        >
          {(["", ...CREATIVE_LANGUAGES] as const).map((code) => (
            <option key={code} value={code} disabled={full.includes(code)}>
              {READERS[code]}
              {full.includes(code) ? " (4 of 4)" : ""}
            </option>
          ))}
        </select>
        <span id={`${formId}-language-hint`} className="admin-field__hint">
          For words painted in one language: its readers see that language&apos;s banners instead of the every-language ones.
        </span>
      </div>
      <BannerDetailsFields value={text} onChange={setText} problem={problem} />
      <div className="banner-upload__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Uploading…" : "Upload banner"}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
