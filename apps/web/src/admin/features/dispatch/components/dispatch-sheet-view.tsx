import { counted, formatRupees, packWeight, paiseToRupees } from "@taaza/domain";
import type { DispatchSheet } from "../api/get-dispatch-sheet.ts";
import "./dispatch.css";

/** One slot's orders and packing summary, laid out to read on screen and to print on A4. */
export function DispatchSheetView({ sheet }: { sheet: DispatchSheet }) {
  return (
    <div className="dispatch-sheet">
      <p className="dispatch-sheet__summary tabular">
        {counted(sheet.totals.orders, "order")} · {counted(sheet.totals.packs, "pack")} ·{" "}
        {formatRupees(paiseToRupees(sheet.totals.totalPaise))}
      </p>

      <section aria-labelledby="dispatch-packing" className="dispatch-sheet__packing">
        <h2 id="dispatch-packing" className="admin-section-title">
          Packing summary
        </h2>
        <ul role="list" className="dispatch-packing">
          {sheet.packing.map((line) => (
            <li key={`${line.name}-${line.weightGrams}`} className="tabular">
              {line.label}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dispatch-orders">
        <h2 id="dispatch-orders" className="admin-section-title">
          Orders
        </h2>
        <ol role="list" className="dispatch-orders">
          {sheet.orders.map((order) => (
            <li key={order.orderId} className="dispatch-order">
              <div className="dispatch-order__head">
                <strong className="tabular">{order.billNumber}</strong>
                <span>{order.customer}</span>
                <a href={`tel:+91${order.phone}`} className="tabular">
                  {order.phone}
                </a>
                <span className="dispatch-order__total tabular">{formatRupees(paiseToRupees(order.totalPaise))}</span>
              </div>
              <p className="dispatch-order__address">{order.address}</p>
              <ul role="list" className="dispatch-order__items">
                {order.items.map((item, index) => (
                  <li key={`${item.name}-${index}`} className="tabular">
                    {item.name} {packWeight(item.weightGrams)} × {item.quantity}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
