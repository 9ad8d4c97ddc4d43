import { useId, useState } from "react";
import { Link } from "react-router";
import {
  formatRupees,
  MAX_PACKED_GRAMS,
  orderedGrams,
  packWeight,
  paiseToRupees,
  PACKING_MESSAGES,
  SHORT_WEIGHT_REASON,
} from "@taaza/domain";
import { SlotFields, useChosenSlot } from "../../../components/slot-fields.tsx";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { useAdminOrders } from "../api/get-admin-orders.ts";
import type { AdminOrder } from "../api/order.ts";
import { useRecordPacked } from "../api/record-packed.ts";
import "./packing.css";

/**
 * Packing beside the scale, on a phone: the slot's orders still to deliver, one grams field per
 * line, saved per order. The server refunds any line short beyond the shop's tolerance.
 */
export function PackingPanel() {
  const { date, slot, params, choose } = useChosenSlot();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const orders = useAdminOrders({ search: "", status: "Pending", date, slot, page });

  return (
    <>
      <h1 className="admin-page__title">
        Weigh and pack <span className="tabular">{date}</span>, {slot}
      </h1>
      <div className="admin-toolbar">
        <div className="admin-field-row">
          <SlotFields date={date} slot={slot} onChoose={choose} />
          <Link className="btn btn--secondary" to={`/admin/dispatch?${new URLSearchParams({ date, slot }).toString()}`}>
            Dispatch sheet
          </Link>
        </div>
      </div>

      <section aria-label="Orders to pack" aria-busy={orders.isFetching}>
        <SectionBoundary>
          {orders.isPending ? (
            <div role="status" className="admin-cards">
              <span className="visually-hidden">Loading…</span>
              <div className="skeleton admin-skeleton-card" />
            </div>
          ) : orders.isError ? (
            <ErrorState message="We couldn't load the orders to pack." onRetry={() => void orders.refetch()} />
          ) : orders.data.data.length === 0 ? (
            <EmptyState>No orders to pack for this slot.</EmptyState>
          ) : (
            <ul className="packing-orders" role="list">
              {orders.data.data.map((order) => (
                <li key={order._id}>
                  <PackingCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </SectionBoundary>
        {orders.data && orders.data.total > orders.data.pageSize && (
          <Pagination
            page={orders.data.page}
            label="Orders to pack, pages"
            counted={{ total: orders.data.total, pageSize: orders.data.pageSize, noun: "Orders" }}
            onSelect={(next) => choose({ page: String(next) })}
          />
        )}
      </section>
    </>
  );
}

/** One order: each line's ordered weight and a grams field (filled with what was weighed before). */
function PackingCard({ order }: { order: AdminOrder }) {
  const record = useRecordPacked();
  const [grams, setGrams] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.products.map((line) => [line._id, line.packedGrams === null ? "" : String(line.packedGrams)])),
  );
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const shortRefunds = order.refunds.filter((refund) => refund.reason === SHORT_WEIGHT_REASON && refund.status !== "failed");
  const refunded = shortRefunds.reduce((sum, refund) => sum + refund.amountPaise, 0);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const lines = order.products
      .filter((line) => (grams[line._id] ?? "").trim() !== "")
      .map((line) => ({ lineId: line._id, grams: Number(grams[line._id]) }));
    if (lines.length === 0 || lines.some((line) => !Number.isInteger(line.grams) || line.grams < 1 || line.grams > MAX_PACKED_GRAMS)) {
      setError(lines.length === 0 ? PACKING_MESSAGES.lines : PACKING_MESSAGES.grams);
      return;
    }
    setError(null);
    record.mutate(
      { orderId: order._id, body: { lines } },
      {
        onSuccess: ({ data }) => {
          const before = refunded;
          const after = data.refunds
            .filter((refund) => refund.reason === SHORT_WEIGHT_REASON && refund.status !== "failed")
            .reduce((sum, refund) => sum + refund.amountPaise, 0);
          toast.success(
            after > before
              ? `Weights saved. ${formatRupees(paiseToRupees(after - before))} refunded to the customer for short weight.`
              : "Weights saved.",
          );
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : "We couldn't save the weights. Please try again."),
      },
    );
  };

  return (
    <form className="admin-card packing-card" aria-labelledby={titleId} onSubmit={save} noValidate>
      <h2 id={titleId} className="packing-card__title">
        <span className="tabular">{order.billId}</span> · {order.userId.username}
      </h2>
      <ul className="packing-lines" role="list">
        {order.products.map((line) => {
          const ordered = orderedGrams({ weightGrams: line.product.weight, quantity: line.quantity });
          const fieldId = `packed-${line._id}`;
          return (
            <li key={line._id} className="packing-line">
              <label htmlFor={fieldId} className="packing-line__label">
                <span className="packing-line__name">{line.product.name}</span>
                <span className="packing-line__ordered tabular">
                  {line.quantity} × {packWeight(line.product.weight)} = {packWeight(ordered)} ordered
                </span>
              </label>
              <span className="packing-line__input">
                <input
                  id={fieldId}
                  className="admin-input tabular"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={grams[line._id] ?? ""}
                  onChange={(event) => setGrams((current) => ({ ...current, [line._id]: event.target.value.replace(/\D/g, "") }))}
                  aria-describedby={error ? `${titleId}-error` : undefined}
                />
                <span aria-hidden="true">g</span>
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${titleId}-error`} className="packing-card__error" role="alert">
          {error}
        </p>
      )}
      {refunded > 0 && <p className="packing-card__refund tabular">Refunded for short weight: {formatRupees(paiseToRupees(refunded))}</p>}
      <button type="submit" className="btn btn--primary packing-card__save" disabled={record.isPending}>
        {record.isPending ? "Saving…" : "Save weights"}
      </button>
    </form>
  );
}
