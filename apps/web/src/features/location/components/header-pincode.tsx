import { useLocation } from "react-router";
import { ChevronDownIcon, PinIcon } from "../../../components/ui/icons.tsx";
import { useLocationPopup } from "../../../hooks/location-popup-context.ts";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import "./header-pincode.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

/**
 * "Delivering to 400001 Fort" in the header, for everyone (visitors too): a tap opens the
 * location popup. Before a choice it asks for one instead of pretending to know. A link
 * (`?location`), so a tap before the script has run is not lost: the page comes back and the
 * popup opens once the script runs (LocationPopupProvider).
 */
export function HeaderPincode() {
  const { pincode, area } = useDeliveryLocation();
  const popup = useLocationPopup();
  const { pathname } = useLocation();
  return (
    <a
      href={`${pathname}?location`}
      className="header-pincode"
      onClick={(event) => {
        event.preventDefault();
        popup.open();
      }}
    >
      <PinIcon className="header-pincode__pin" />
      {pincode ? (
        <span>
          {/* On a phone the pin says it: the words are only read out, and the pincode shows whole. */}
          <span className="visually-hidden-on-phones">{t(shellText.deliveringTo)} </span>
          <span className="tabular">{pincode}</span>
          {area && <span className="header-pincode__area"> {area}</span>}
        </span>
      ) : (
        <span>
          <span className="visually-hidden-on-phones">{t(shellText.chooseLocation)}</span>
          <span className="shown-on-phones" aria-hidden="true">
            {t(shellText.chooseLocationShort)}
          </span>
        </span>
      )}
      <ChevronDownIcon className="header-pincode__chevron" />
    </a>
  );
}
