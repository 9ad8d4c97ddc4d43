import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { DispatchSheetPanel } from "../features/dispatch/index.ts";

export default function AdminDispatchPage() {
  useDocumentTitle("Dispatch sheet");
  return (
    <div className="admin-page">
      <DispatchSheetPanel />
    </div>
  );
}
