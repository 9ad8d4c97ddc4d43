import { notDeliveredMessage } from "@taaza/domain";
import { useLocationPopup } from "../../../hooks/location-popup-context.ts";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import "./unserved-notice.css";

/**
 * On every page while the chosen pincode is one the shop does not deliver to, so nobody fills a
 * basket only to be refused at the address step; "Change" opens the location popup.
 */
export function UnservedNotice() {
  const { pincode, served } = useDeliveryLocation();
  const popup = useLocationPopup();
  if (!pincode || served !== false) return null;
  return (
    <div className="unserved-notice" role="status">
      <div className="container unserved-notice__inner">
        <p className="unserved-notice__text">
          {notDeliveredMessage(pincode)}. You can still browse; choose a pincode we serve to order.
        </p>
        <button type="button" className="btn btn--secondary unserved-notice__change" onClick={popup.open}>
          Change pincode
        </button>
      </div>
    </div>
  );
}
