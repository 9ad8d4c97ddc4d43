import { lazy, Suspense } from "react";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import { withNamespaces } from "../../../lib/i18n/i18n.ts";

// The bar and its "Tell me when you deliver here" form load only for a visitor whose pincode the
// shop does not serve: most visitors never need them, and the first download has no room to spare.
const UnservedNoticeBar = lazy(withNamespaces(["location"], () => import("./unserved-notice-bar.tsx")));

/**
 * On every page while the chosen pincode is one the shop does not deliver to, so nobody fills a
 * basket only to be refused at the address step; "Change" opens the location popup. Known only in
 * the browser (the chosen pincode lives there), so the server never draws it.
 */
export function UnservedNotice() {
  const { pincode, served } = useDeliveryLocation();
  if (!pincode || served !== false) return null;
  return (
    <Suspense fallback={null}>
      <UnservedNoticeBar pincode={pincode} />
    </Suspense>
  );
}
