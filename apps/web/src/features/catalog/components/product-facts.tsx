import type { Product } from "@taaza/domain";
import { productFacts } from "../weight-copy.ts";
import "./product-facts.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";

/** How much the customer gets: net and gross weight, pieces, serves, as staff filled them in. */
export function ProductFacts({ product }: { product: Product }) {
  const facts = productFacts(product);
  if (facts.length === 0) return null;
  return (
    <dl className="product-facts tabular" aria-label={t(browseText.whatYouGet)}>
      {facts.map((fact) => (
        <div key={fact.label} className="product-facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
