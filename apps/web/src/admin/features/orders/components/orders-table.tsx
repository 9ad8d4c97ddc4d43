import { DeliveryStep } from "./delivery-step.tsx";
import { Fragment } from "react";
import { formatRupees, nameWithVariant } from "@taaza/domain";
import { DetailsRow, ExpandRowButton, type OpenItem } from "../../../components/expandable.tsx";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate } from "../../../lib/format.ts";
import type { AdminOrder } from "../api/order.ts";
import { DeliverySlot, OrderAddress, OrderDetails, StatusBadge } from "./order-details.tsx";
import { OverbookedBadge } from "./overbooked-badge.tsx";

/** `opened`: which order is open, kept by the list so it outlives a switch between table and cards. */
type OrdersTableProps = { orders: AdminOrder[]; firstNumber: number; caption: string; now: Date; opened: OpenItem };

/** The desktop orders table; a row's Order ID button expands it into the customer and items. */
export function OrdersTable({ orders, firstNumber, caption, now, opened }: OrdersTableProps) {
  const { isOpen, toggle } = opened;
  return (
    <TableScroll label="Orders table">
      <table className="admin-table orders-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Order ID</th>
            <th scope="col">Product Name</th>
            <th scope="col">Address</th>
            <th scope="col">Date</th>
            <th scope="col">Delivery</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => {
            const open = isOpen(order._id);
            const detailsId = `order-details-${order._id}`;
            return (
              <Fragment key={order._id}>
                <tr data-expanded={open ? "" : undefined}>
                  <td className="num">{firstNumber + index}</td>
                  <th scope="row">
                    <ExpandRowButton open={open} controls={detailsId} onToggle={() => toggle(order._id)}>
                      {order.billId}
                    </ExpandRowButton>
                    <OverbookedBadge order={order} />
                  </th>
                  <td>
                    {order.products.map((line, i) => (
                      <div key={i}>
                        {nameWithVariant(line.product.name, line.variant?.label)}{" "}
                        <span className="admin-muted tabular admin-nowrap">× {line.quantity}</span>
                      </div>
                    ))}
                  </td>
                  <td className="orders-table__address">
                    <OrderAddress order={order} />
                  </td>
                  <td className="tabular orders-table__date">{formatDate(order.createdAt)}</td>
                  <td className="orders-table__delivery">
                    <DeliverySlot order={order} now={now} />
                  </td>
                  <td className="num">{formatRupees(order.billPrice)}</td>
                  <td>
                    <StatusBadge status={order.status} />
                    <DeliveryStep order={order} />
                  </td>
                </tr>
                {open && (
                  <DetailsRow id={detailsId} columns={8}>
                    <OrderDetails order={order} />
                  </DetailsRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
