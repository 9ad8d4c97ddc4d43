import { ErrorState } from "../../../components/ui/list-state.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { riderText } from "../../../lib/i18n/messages/rider.ts";
import { useRiderDeliveries } from "../api/rider-deliveries.ts";
import { DeliveryCard } from "./delivery-card.tsx";
import "./rider.css";

/** The rider's deliveries in stop order, one card per stop. */
export function RiderRunSheet() {
  const deliveries = useRiderDeliveries(true);
  if (deliveries.isPending)
    return (
      <p role="status" aria-busy="true">
        {t(riderText.loading)}
      </p>
    );
  if (deliveries.isError) return <ErrorState message={t(riderText.loadFailed)} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p>{t(riderText.empty)}</p>;
  return (
    <ol className="rider-list">
      {deliveries.data.map((delivery) => (
        <DeliveryCard key={delivery.orderId} delivery={delivery} />
      ))}
    </ol>
  );
}
