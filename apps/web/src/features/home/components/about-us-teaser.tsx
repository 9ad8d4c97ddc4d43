import { Link } from "react-router";
import { imageSrcSet, uploadUrl } from "@taaza/domain";
import "./about-us-teaser.css";

const ABOUT_IMAGE = "about-us.webp";

/** The home page's About Us: our counter, and what we promise, with a link to Why Us. */
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
        alt="The Taaza counter: the day's catch on ice beside fresh cuts of mutton and chicken"
      />
      <div className="about-teaser__text">
        <p>
          Taaza began at a fish counter near Sassoon Dock, with a simple idea: the fish you cook tonight
          should have been in the sea this morning. Today we bring that counter to your door across Mumbai,
          Thane, Navi Mumbai and Pune.
        </p>
        <p>
          Every order is cleaned and cut by hand to the cut you choose, weighed to the gram, packed cold
          and delivered within 90 minutes or in the slot you pick. No frozen stock, no preservatives, and
          if something is not right, tell us and we make it right.
        </p>
        <p>
          <Link to="/about-us" className="btn btn--secondary">
            Why choose Taaza
          </Link>
        </p>
      </div>
    </div>
  );
}
