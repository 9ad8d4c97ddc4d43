import { useState } from "react";
import type { FulfilmentStep, SlotDelivery } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useGiveToRider, useRiders, useSlotDeliveries, type Rider } from "../api/deliveries.ts";

const STEP_NAMES: Record<FulfilmentStep, string> = {
  placed: "Placed",
  packed: "Packed",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  failed: "Delivery failed",
};

/** The packed orders still waiting for a rider: "give all" hands these over. */
export function waitingForRider(deliveries: readonly SlotDelivery[]): SlotDelivery[] {
  return deliveries.filter((d) => d.step === "packed" && d.rider === null && d.status === "Pending");
}

/** Stops in the suggested order, grouped by pincode and area (the rider's run sheet keeps this order). */
export function stopGroups(deliveries: readonly SlotDelivery[]): { key: string; pincode: string; area: string; stops: SlotDelivery[] }[] {
  const groups: { key: string; pincode: string; area: string; stops: SlotDelivery[] }[] = [];
  for (const delivery of [...deliveries].sort((a, b) => a.stop - b.stop)) {
    const key = `${delivery.pincode} ${delivery.area}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.stops.push(delivery);
    else groups.push({ key, pincode: delivery.pincode, area: delivery.area, stops: [delivery] });
  }
  return groups;
}

/** Staff give a slot's packed orders to riders: all waiting ones at once, or one order at a time. */
export function RiderAssignments({ date, slot }: { date: string; slot: string }) {
  const deliveries = useSlotDeliveries(date, slot);
  const riders = useRiders();
  const give = useGiveToRider(date, slot);
  const [allTo, setAllTo] = useState("");
  const riderList = riders.data ?? [];
  const waiting = waitingForRider(deliveries.data ?? []);

  const handOver = (orderIds: string[], riderId: string) => {
    const name = riderList.find((r) => r._id === riderId)?.username ?? "the rider";
    give.mutate(
      { orderIds, riderId },
      {
        onSuccess: () => toast.success(orderIds.length === 1 ? `Given to ${name}` : `${orderIds.length} orders given to ${name}`),
        onError: (error) => reportFailure("Could not give the order to the rider", error),
      },
    );
  };

  return (
    <section className="admin-card rider-assign dispatch-no-print" aria-labelledby="rider-assign-title">
      <h2 id="rider-assign-title" className="admin-section-title">
        Riders
      </h2>
      <SectionBoundary>
        {deliveries.isPending ? (
          <div role="status" className="skeleton admin-skeleton-line">
            <span className="visually-hidden">Loading…</span>
          </div>
        ) : deliveries.isError ? (
          <ErrorState message="We couldn't load this slot's deliveries." onRetry={() => void deliveries.refetch()} />
        ) : deliveries.data.length === 0 ? (
          <EmptyState>No orders to deliver in this slot.</EmptyState>
        ) : (
          <>
            <div className="rider-assign__all">
              <RiderSelect
                id="rider-assign-all"
                label="Give every packed order waiting for a rider to"
                riders={riderList}
                value={allTo}
                onChange={setAllTo}
              />
              <button
                type="button"
                className="btn btn--primary"
                disabled={!allTo || waiting.length === 0 || give.isPending}
                onClick={() =>
                  handOver(
                    waiting.map((d) => d.orderId),
                    allTo,
                  )
                }
              >
                Give all ({waiting.length})
              </button>
            </div>
            <p className="admin-muted">Suggested stop order, grouped by pincode and area.</p>
            {stopGroups(deliveries.data).map((group) => (
              <div key={group.key} className="rider-assign__group">
                <h3 className="rider-assign__area">
                  <span className="tabular">{group.pincode}</span> · {group.area || "No area"}
                </h3>
                <ol className="rider-assign__stops">
                  {group.stops.map((delivery) => (
                    <li key={delivery.orderId} className="rider-assign__stop" value={delivery.stop}>
                      <span className="rider-assign__who">
                        <span className="tabular">{delivery.billId}</span> {delivery.customerName}
                        <span className="admin-muted rider-assign__step">
                          {STEP_NAMES[delivery.step]}
                          {delivery.locked && " · code locked"}
                        </span>
                      </span>
                      <RiderSelect
                        id={`rider-of-${delivery.orderId}`}
                        label={`Rider for ${delivery.billId}`}
                        hiddenLabel
                        riders={riderList}
                        value={delivery.rider?._id ?? ""}
                        disabled={delivery.step === "delivered" || delivery.status !== "Pending" || give.isPending}
                        onChange={(riderId) => riderId && handOver([delivery.orderId], riderId)}
                      />
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </>
        )}
      </SectionBoundary>
    </section>
  );
}

function RiderSelect(props: {
  id: string;
  label: string;
  hiddenLabel?: boolean;
  riders: readonly Rider[];
  value: string;
  disabled?: boolean;
  onChange: (riderId: string) => void;
}) {
  return (
    <div className="admin-field">
      <label className={props.hiddenLabel ? "visually-hidden" : "admin-field__label"} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="admin-select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">No rider</option>
        {props.riders.map((rider) => (
          <option key={rider._id} value={rider._id}>
            {rider.username}
          </option>
        ))}
      </select>
    </div>
  );
}
