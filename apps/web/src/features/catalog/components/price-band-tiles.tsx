import { Link } from "react-router";
import { imageSrcSet, PRICE_BANDS, uploadUrl, type PriceBand } from "@taaza/domain";
import "./price-band-tiles.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";

const BANDS = Object.keys(PRICE_BANDS) as PriceBand[];
const SUBLINES = { price1: catalogText.price1Sub, price2: catalogText.price2Sub, price3: catalogText.price3Sub } as const;

/**
 * Shop by Price: three tiles to /category/price1..3. The art carries no words: the label and its
 * subline are text over it, in the reader's language, and the label is the link's name. At 480px
 * or less they become a swipeable row.
 */
export function PriceBandTiles() {
  return (
    <ul className="price-tiles" role="list">
      {BANDS.map((band) => {
        const file = `price-band-${band}.webp`;
        return (
          <li key={band} className="price-tiles__item">
            <Link to={`/category/${band}`} className={`price-tiles__link price-tiles__link--${band}`}>
              <img
                className="price-tiles__image"
                src={uploadUrl(file)}
                srcSet={imageSrcSet(file)}
                sizes="(min-width: 1280px) 400px, (min-width: 481px) 33vw, calc(72vw - 23px)"
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                alt=""
              />
              <span className="price-tiles__words">
                <span className="price-tiles__label tabular">{t(catalogText[band])}</span>
                <span className="price-tiles__sub">{t(SUBLINES[band])}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
