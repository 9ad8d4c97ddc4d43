import { Link } from "react-router";
import { imageSrcSet, uploadUrl } from "@taaza/domain";
import { ClockIcon, ScaleIcon, ShieldIcon, SnowflakeIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { aboutText } from "../lib/i18n/messages/about.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import "./page.css";
import "./content-page.css";

const REASONS = [
  { Icon: SnowflakeIcon, title: aboutText.freshTitle, text: aboutText.freshText },
  { Icon: ScaleIcon, title: aboutText.cutTitle, text: aboutText.cutText },
  { Icon: ClockIcon, title: aboutText.fastTitle, text: aboutText.fastText },
  { Icon: ShieldIcon, title: aboutText.honestTitle, text: aboutText.honestText },
] as const;

/** /about-us, "Why Us" in the header. */
export default function AboutUsPage() {
  useDocumentTitle(t(shellText.whyUs), t(aboutText.description));
  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">{t(shellText.whyUs)}</p>
        <h1 className="page__title">{t(aboutText.title)}</h1>
        <p className="page__text">{t(aboutText.intro)}</p>
      </header>
      <img
        className="content-page__hero"
        src={uploadUrl("about-us.webp")}
        srcSet={imageSrcSet("about-us.webp")}
        sizes="(min-width: 1280px) 1232px, 100vw"
        width={1600}
        height={700}
        alt={t(aboutText.heroAlt)}
      />
      <ul className="reasons" role="list">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title.id} className="reasons__item">
            <Icon className="reasons__icon" />
            <h2 className="reasons__title">{t(title)}</h2>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <section className="content-page__band" aria-labelledby="about-cta">
        <h2 id="about-cta" className="content-page__band-title">
          {t(aboutText.crowdTitle)}
        </h2>
        <p>{t(aboutText.crowdText)}</p>
        <Link to="/contact" className="btn btn--accent">
          {t(aboutText.bulkCta)}
        </Link>
      </section>
    </div>
  );
}
