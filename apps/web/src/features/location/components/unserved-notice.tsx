import { lazy, Suspense, useState } from "react";
import { useLocationPopup } from "../../../hooks/location-popup-context.ts";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import "./unserved-notice.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

const DeliveryDemandForm = lazy(() => import("./delivery-demand-form.tsx"));

/**
 * On every page while the chosen pincode is one the shop does not deliver to, so nobody fills a
 * basket only to be refused at the address step; "Change" opens the location popup.
 */
export function UnservedNotice() {
  const { pincode, served } = useDeliveryLocation();
  const popup = useLocationPopup();
  const [asking, setAsking] = useState(false);
  if (!pincode || served !== false) return null;
  return (
    <div className="unserved-notice" role="status">
      <div className="container unserved-notice__inner">
        <p className="unserved-notice__text">{t(shellText.stillBrowse, { notDelivered: t(shellText.notDelivered, { pincode }) })}</p>
        <button type="button" className="btn btn--secondary unserved-notice__change" onClick={popup.open}>
          {t(shellText.changePincode)}
        </button>
        {!asking && (
          <button type="button" className="btn btn--secondary unserved-notice__ask" onClick={() => setAsking(true)}>
            {t(shellText.demandTitle)}
          </button>
        )}
      </div>
      {asking && (
        <div className="container unserved-notice__demand">
          <Suspense fallback={null}>
            <DeliveryDemandForm pincode={pincode} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
