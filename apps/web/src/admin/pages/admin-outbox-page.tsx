import { OUTBOX_PAGE_SIZE } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../components/ui/list-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useListParams } from "../lib/list-params.ts";
import { useOutbox } from "../features/outbox/api/get-outbox.ts";
import { OutboxList } from "../features/outbox/components/outbox-list.tsx";

const NO_FILTERS = [] as const;

/** Every message the shop sent or would send (without SMTP, the messages stay here unsent). */
export default function AdminOutboxPage() {
  useDocumentTitle("Outbox");
  const { page, setPage } = useListParams(NO_FILTERS);
  const outbox = useOutbox(page);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Outbox</h1>
      <p>
        Emails to customers, newest first: order confirmations with their bill, cancellations, refunds, deliveries, email confirmations and
        password resets.
      </p>
      <section aria-label="Messages" aria-busy={outbox.isFetching}>
        {outbox.isPending ? (
          <div className="admin-cards" role="status">
            <span className="visually-hidden">Loading…</span>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton admin-skeleton-line" />
            ))}
          </div>
        ) : outbox.isError ? (
          <ErrorState message="We couldn't load the outbox." onRetry={() => void outbox.refetch()} />
        ) : outbox.data.data.length === 0 ? (
          <EmptyState>No messages yet.</EmptyState>
        ) : (
          <>
            <OutboxList messages={outbox.data.data} />
            <Pagination
              page={outbox.data.page}
              label="Outbox pages"
              counted={{ total: outbox.data.total, pageSize: outbox.data.pageSize || OUTBOX_PAGE_SIZE, noun: "Messages" }}
              onSelect={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
