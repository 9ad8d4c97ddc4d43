import { Link } from "react-router";
import { deliveryDate } from "@taaza/domain";
import { useStock } from "../api/stock.ts";
import { gramsText, isLow } from "./stock-text.ts";

/** The dashboard's low stock: today's products with under three units left. */
export function LowStock() {
  const { data } = useStock(deliveryDate("Today", new Date()));
  if (!data) return null;
  const low = data.products.filter(isLow);
  return (
    <section className="admin-card" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="admin-section-title">
        Low stock today
      </h2>
      {low.length === 0 ? (
        <p>Nothing is running low.</p>
      ) : (
        <ul>
          {low.map((p) => (
            <li key={p.productId}>
              {p.name}: {p.leftGrams! < p.unitGrams ? "sold out" : `${gramsText(p.leftGrams!)} left`}
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/stock">Morning stock</Link>
    </section>
  );
}
