import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { PackingPanel } from "../features/orders/index.ts";

export default function AdminPackingPage() {
  useDocumentTitle("Weigh and pack");
  return (
    <div className="admin-page">
      <PackingPanel />
    </div>
  );
}
