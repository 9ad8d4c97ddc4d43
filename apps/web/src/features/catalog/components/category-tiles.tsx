import { Link } from "react-router";
import { HOME_CATEGORIES, imageSrcSet, uploadUrl } from "@taaza/domain";
import { categoryLabel } from "../category-labels.ts";
import "./category-tiles.css";

/** Shop by Category: six round tiles, three to a row on phones and all six in a row from 680px. */
export function CategoryTiles() {
  return (
    <ul className="category-tiles" role="list">
      {HOME_CATEGORIES.map((category) => {
        const file = `category-${category}.webp`;
        return (
          <li key={category}>
            <Link to={`/category/${category}`} className="category-tiles__link">
              <img
                className="category-tiles__image"
                src={uploadUrl(file)}
                srcSet={imageSrcSet(file)}
                sizes="(min-width: 1280px) 180px, (min-width: 680px) 15vw, 30vw"
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                alt=""
              />
              <span className="category-tiles__label">{categoryLabel(category)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
