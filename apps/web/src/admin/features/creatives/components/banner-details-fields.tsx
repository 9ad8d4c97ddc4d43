import { useId } from "react";
import { BANNER_ALT_MAX, bannerAltText, bannerLinkText, linkNeedsAlt, BANNER_MESSAGES, type CreativeDetails } from "@taaza/domain";

export type DetailsText = { alt: string; link: string };

export type DetailsCheck = { ok: true; details: CreativeDetails } | { ok: false; field: "alt" | "link"; message: string };

/** The server's rules for a banner's words and link, run in the browser before sending. */
export function checkDetails(text: DetailsText): DetailsCheck {
  const link = bannerLinkText.safeParse(text.link);
  if (!link.success) return { ok: false, field: "link", message: link.error.issues[0]?.message ?? BANNER_MESSAGES.link };
  const alt = bannerAltText.safeParse(text.alt);
  if (!alt.success) return { ok: false, field: "alt", message: alt.error.issues[0]?.message ?? BANNER_MESSAGES.altRequired };
  const details = { alt: alt.data, link: link.data };
  if (linkNeedsAlt(details)) return { ok: false, field: "alt", message: BANNER_MESSAGES.altRequired };
  return { ok: true, details };
}

type BannerDetailsFieldsProps = {
  value: DetailsText;
  onChange: (value: DetailsText) => void;
  /** The field the last check refused, and why. */
  problem: { field: "alt" | "link"; message: string } | null;
};

/** Alt text (what the banner says, read to people who cannot see it) and the page it opens. */
export function BannerDetailsFields({ value, onChange, problem }: BannerDetailsFieldsProps) {
  const id = useId();
  const error = (field: "alt" | "link") => (problem?.field === field ? problem.message : undefined);
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${id}-alt`} className="admin-field__label">
          Alt text
        </label>
        <textarea
          id={`${id}-alt`}
          name="alt"
          className="admin-textarea banner-details__alt"
          rows={2}
          maxLength={BANNER_ALT_MAX}
          value={value.alt}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
          aria-invalid={error("alt") ? true : undefined}
          aria-describedby={`${id}-alt-hint`}
        />
        <p id={`${id}-alt-hint`} className={error("alt") ? "text-field__error" : "admin-field__hint"}>
          {error("alt") ?? "Every word painted on the banner, e.g. “Fresh catch, from the morning boats. Shop seafood”."}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-link`} className="admin-field__label">
          Link (optional)
        </label>
        <input
          id={`${id}-link`}
          name="link"
          className="admin-input"
          value={value.link}
          placeholder="/category/SeaWater"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...value, link: event.target.value })}
          aria-invalid={error("link") ? true : undefined}
          aria-describedby={`${id}-link-hint`}
        />
        <p id={`${id}-link-hint`} className={error("link") ? "text-field__error" : "admin-field__hint"}>
          {error("link") ?? "A page of this shop, starting with /. The whole banner opens it."}
        </p>
      </div>
    </>
  );
}
