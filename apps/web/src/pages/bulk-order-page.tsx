import { BulkOrderOptions } from "../features/shop/index.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { bulkText } from "../lib/i18n/messages/bulk.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import "./page.css";
import "./content-page.css";

/** /contact, "Bulk Order" in the header: call, WhatsApp or email the shop. */
export default function BulkOrderPage() {
  useDocumentTitle(t(shellText.bulkOrder), t(bulkText.description));
  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">{t(shellText.bulkOrder)}</p>
        <h1 className="page__title">{t(bulkText.title)}</h1>
        <p className="page__text">{t(bulkText.intro)}</p>
      </header>
      <BulkOrderOptions />
    </div>
  );
}
