import { ChevronDownIcon, PinIcon } from "../../../components/ui/icons.tsx";
import { useLocationPopup } from "../location-context.ts";
import { useChosenPincode } from "../pincode-store.ts";
import "./header-pincode.css";

/** The delivery pincode in the header (signed-in shoppers only); a tap opens the location popup. */
export function HeaderPincode() {
  const pincode = useChosenPincode();
  const popup = useLocationPopup();
  return (
    <button type="button" className="header-pincode" onClick={popup.open}>
      <PinIcon className="header-pincode__pin" />
      <span className="visually-hidden">Delivery pincode </span>
      <span className="tabular">{pincode}</span>
      <ChevronDownIcon className="header-pincode__chevron" />
    </button>
  );
}
