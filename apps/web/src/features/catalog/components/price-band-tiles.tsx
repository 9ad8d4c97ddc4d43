import { Link } from "react-router";
import { imageSrcSet, PRICE_BANDS, uploadUrl, type PriceBand } from "@taaza/domain";
import "./price-band-tiles.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";

const BANDS = Object.keys(PRICE_BANDS) as PriceBand[];

/**
 * Shop by Price: three tiles to /category/price1..3. The tile art carries its label; the same
 * label is the link's name for screen readers. At 480px or less they become a swipeable row.
 */
export function PriceBandTiles() {
  return (
    <ul className="price-tiles" role="list">
      {BANDS.map((band) => {
        const file = `price-${band}.webp`;
        return (
          <li key={band} className="price-tiles__item">
            <Link to={`/category/${band}`} className="price-tiles__link">
              <img
                className="price-tiles__image"
                src={uploadUrl(file)}
                srcSet={imageSrcSet(file)}
                sizes="(min-width: 1280px) 400px, (min-width: 481px) 33vw, calc(72vw - 23px)"
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                alt={t(catalogText[band])}
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
