import { t } from "../../lib/i18n/i18n.ts";
import { ledgerText } from "../../lib/i18n/messages/ledger.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { LedgerPanel } from "../features/ledger/index.ts";

export default function AdminLedgerPage() {
  useDocumentTitle(t(ledgerText.title));
  return (
    <div className="admin-page">
      <LedgerPanel />
    </div>
  );
}
