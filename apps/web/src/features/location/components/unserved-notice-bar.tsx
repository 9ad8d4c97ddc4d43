import { useState } from "react";
import { useLocationPopup } from "../../../hooks/location-popup-context.ts";
import "./unserved-notice.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { locationText } from "../../../lib/i18n/messages/location.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import DeliveryDemandForm from "./delivery-demand-form.tsx";

/**
 * On every page while the chosen pincode is one the shop does not deliver to, so nobody fills a
 * basket only to be refused at the address step; "Change" opens the location popup.
 */
export default function UnservedNoticeBar({ pincode }: { pincode: string }) {
  const popup = useLocationPopup();
  const [asking, setAsking] = useState(false);
  return (
    <div className="unserved-notice" role="status">
      <div className="container unserved-notice__inner">
        <p className="unserved-notice__text">{t(locationText.stillBrowse, { notDelivered: t(shellText.notDelivered, { pincode }) })}</p>
        <button type="button" className="btn btn--secondary unserved-notice__change" onClick={popup.open}>
          {t(locationText.changePincode)}
        </button>
        {!asking && (
          <button type="button" className="btn btn--secondary unserved-notice__ask" onClick={() => setAsking(true)}>
            {t(locationText.demandTitle)}
          </button>
        )}
      </div>
      {asking && (
        <div className="container unserved-notice__demand">
          <DeliveryDemandForm pincode={pincode} />
        </div>
      )}
    </div>
  );
}
