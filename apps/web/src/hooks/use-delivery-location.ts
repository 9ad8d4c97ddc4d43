import { isServiceable, type Pincode } from "@taaza/domain";
import { useChosenPincode } from "./use-chosen-pincode.ts";
import { usePincodes } from "./use-pincodes.ts";

export type DeliveryLocation = {
  /** The pincode the shopper chose, or null before they choose. */
  pincode: string | null;
  /** Its area name ("Fort") when the shop knows it. */
  area: string | null;
  /** false only when the shop knows it does not deliver there; null while unknown or unchosen. */
  served: boolean | null;
};

/** Where the shopper said they are, and whether the shop delivers there: header, notice and ADD agree. */
export function useDeliveryLocation(): DeliveryLocation {
  const pincode = useChosenPincode();
  const pincodes = usePincodes(pincode !== null);
  if (!pincode) return { pincode: null, area: null, served: null };
  const list: readonly Pincode[] | undefined = pincodes.data;
  if (!list) return { pincode, area: null, served: null };
  const known = list.find((p) => String(p.pincode) === pincode && p.status);
  return { pincode, area: known?.name ?? null, served: isServiceable(pincode, list) };
}
