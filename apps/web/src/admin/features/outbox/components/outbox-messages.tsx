import { OUTBOX_PAGE_SIZE } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { useListParams } from "../../../lib/list-params.ts";
import { useOutbox } from "../api/get-outbox.ts";
import { OutboxList } from "./outbox-list.tsx";

const NO_FILTERS = [] as const;

/** The outbox's messages, newest first, a page at a time (the page in the address). */
export function OutboxMessages() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const outbox = useOutbox(page);

  return (
    <section aria-label="Messages" aria-busy={outbox.isFetching}>
      <SectionBoundary>
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
      </SectionBoundary>
    </section>
  );
}
