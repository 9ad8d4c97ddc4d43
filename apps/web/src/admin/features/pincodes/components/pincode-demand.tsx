import { counted } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate } from "../../../lib/format.ts";
import { usePincodeDemand } from "../api/pincode-demand.ts";

/** Where visitors asked "Tell me when you deliver here": requests per pincode, the most asked-for first. */
export function PincodeDemandPanel() {
  const demand = usePincodeDemand();
  return (
    <section className="admin-page" aria-labelledby="pincode-demand-title">
      <h2 id="pincode-demand-title" className="admin-section-title">
        Asked for delivery
      </h2>
      {demand.isPending ? (
        <div className="admin-cards" role="status">
          <span className="visually-hidden">Loading…</span>
          <div className="skeleton admin-skeleton-line" />
        </div>
      ) : demand.isError ? (
        <ErrorState message="We couldn't load who asked for delivery." onRetry={() => void demand.refetch()} />
      ) : demand.data.length === 0 ? (
        <EmptyState>Nobody has asked for delivery to a pincode we do not serve yet.</EmptyState>
      ) : (
        <TableScroll label="Delivery requests table">
          <table className="admin-table pincode-demand">
            <caption>Pincodes visitors asked us to deliver to, the most requests first.</caption>
            <thead>
              <tr>
                <th scope="col">Pincode</th>
                <th scope="col">Requests</th>
                <th scope="col">Latest</th>
                <th scope="col">Contacts</th>
              </tr>
            </thead>
            <tbody>
              {demand.data.map((row) => (
                <tr key={row.pincode}>
                  <th scope="row" className="tabular">
                    {row.pincode}
                  </th>
                  <td className="tabular admin-nowrap">{counted(row.requests, "request")}</td>
                  <td className="tabular admin-nowrap">{formatDate(row.latestAt)}</td>
                  <td>
                    <details>
                      <summary>Show {counted(row.contacts.length, "contact")}</summary>
                      <ul className="pincode-demand__contacts">
                        {row.contacts.map((contact) => (
                          <li key={contact.value}>
                            {contact.kind === "email" ? (
                              <a href={`mailto:${contact.value}`}>{contact.value}</a>
                            ) : (
                              <a href={`tel:+91${contact.value}`}>{contact.value}</a>
                            )}{" "}
                            <span className="admin-muted tabular">{formatDate(contact.requestedAt)}</span>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
