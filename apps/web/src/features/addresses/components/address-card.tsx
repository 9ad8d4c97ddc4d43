import type { Address } from "@taaza/domain";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { tagLabel } from "../tag-label.ts";

/** An address as a person reads it on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <span className="address-lines">
      <span className="address-lines__name">
        {address.firstName} {address.lastName}
        <span className="address-lines__tag">{tagLabel(address.tag)}</span>
      </span>
      <span>
        {address.address}, {address.landmark}
      </span>
      <span>
        {address.city}, {address.state} <span className="tabular">{address.pincode}</span>
      </span>
      <span className="tabular">{t(checkoutText.addressPhone, { phone: address.phoneNo })}</span>
    </span>
  );
}
