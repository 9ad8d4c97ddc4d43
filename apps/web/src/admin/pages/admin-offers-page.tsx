import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { OffersPanel } from "../features/offers/index.ts";

/** Coupon codes, free delivery, and what each code gave (issue 32; owner and manager). */
export default function AdminOffersPage() {
  useDocumentTitle("Offers");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Offers</h1>
      <OffersPanel />
    </div>
  );
}
