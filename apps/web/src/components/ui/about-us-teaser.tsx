import { Link } from "react-router";
import { imageSrcSet, uploadUrl } from "@taaza/domain";
import "./about-us-teaser.css";
import { t } from "../../lib/i18n/i18n.ts";
import { homeText } from "../../lib/i18n/messages/home.ts";

const ABOUT_IMAGE = "about-us.webp";

/** About Us, at the foot of the home page and of every product page: our counter, and what we promise, with a link to Why Us. */
export function AboutUsTeaser() {
  return (
    <div className="about-teaser">
      <img
        className="about-teaser__image"
        src={uploadUrl(ABOUT_IMAGE)}
        srcSet={imageSrcSet(ABOUT_IMAGE)}
        sizes="(min-width: 900px) 600px, 100vw"
        width={1600}
        height={700}
        loading="lazy"
        decoding="async"
        alt={t(homeText.aboutImage)}
      />
      <div className="about-teaser__text">
        <p>{t(homeText.aboutStory)}</p>
        <p>{t(homeText.aboutPromise)}</p>
        <p>
          <Link to="/about-us" className="btn btn--secondary">
            {t(homeText.whyChoose)}
          </Link>
        </p>
      </div>
    </div>
  );
}
