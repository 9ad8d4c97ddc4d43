import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { CreativesEditor } from "../features/creatives/index.ts";

export default function AdminCreativesPage() {
  useDocumentTitle("Creatives");
  return (
    <div className="admin-page">
      <div>
        <h1 className="admin-page__title">Creatives</h1>
        <p className="admin-muted">The home page banner. Each group holds up to 4 images.</p>
      </div>
      <CreativesEditor />
    </div>
  );
}
