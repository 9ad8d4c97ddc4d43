import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { PincodeAddForm, PincodeDemandPanel, PincodeImport, PincodesTable } from "../features/pincodes/index.ts";

export default function AdminDeliveryPricingPage() {
  useDocumentTitle("Delivery pricing");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Delivery pricing</h1>
      <SectionBoundary>
        <PincodeAddForm />
      </SectionBoundary>
      <SectionBoundary>
        <PincodeImport />
      </SectionBoundary>
      <PincodesTable />
      <SectionBoundary>
        <PincodeDemandPanel />
      </SectionBoundary>
    </div>
  );
}
