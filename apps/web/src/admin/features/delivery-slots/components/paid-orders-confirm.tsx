import type { OrdersOnDate } from "@taaza/domain";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { slotLabel } from "../../../lib/slot-label.ts";

type PaidOrdersConfirmProps = {
  /** "2026-11-24" or "4PM-6PM on 2026-11-24": what is being closed. */
  what: string;
  /** What customers choosing a slot will read: "Closed: Diwali", or "Full" without a reason. */
  shownAs: string;
  orders: OrdersOnDate["orders"];
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

/** Before a date or slot with paid orders closes: those orders (bill, customer, slot), then staff's choice. */
export function PaidOrdersConfirm({ what, shownAs, orders, busy, onConfirm, onKeep }: PaidOrdersConfirmProps) {
  return (
    <div className="slot-closing" role="alertdialog" aria-labelledby="slot-closing-title" aria-describedby="slot-closing-text">
      <h3 id="slot-closing-title" className="slot-closing__title">
        {orders.length === 1 ? "1 paid order" : `${orders.length} paid orders`} on {what}
      </h3>
      <p id="slot-closing-text">
        Closing leaves these without a rider: call the customers, move or cancel them. Customers choosing a slot will read “{shownAs}”.
      </p>
      <TableScroll label={`Paid orders on ${what}`}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Bill</th>
              <th scope="col">Customer</th>
              <th scope="col">Slot</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <td className="tabular">{order.billId}</td>
                <td>{order.customer}</td>
                <td>{slotLabel(order.slot)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="slot-closing__actions">
        <button type="button" className="btn btn--danger" disabled={busy} onClick={onConfirm}>
          Close {what} anyway
        </button>
        <button type="button" className="btn btn--secondary" onClick={onKeep}>
          Keep it open
        </button>
      </div>
    </div>
  );
}
