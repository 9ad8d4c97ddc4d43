import { useCallback, useMemo, useState } from "react";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { usePincodes } from "../../../../hooks/use-pincodes.ts";
import { PincodeRow } from "./pincode-row.tsx";
import "./pincodes.css";

/** The delivery locations, searched by name or pincode here (the list is short: one state), each editable in its row. */
export function PincodesTable() {
  const pincodes = usePincodes();
  const [search, setSearch] = useState("");
  const onSearch = useCallback((text: string) => setSearch(text), []);

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    const list = [...(pincodes.data ?? [])].sort((a, b) => a.pincode - b.pincode);
    return text ? list.filter((p) => String(p.pincode).includes(text) || p.name.toLowerCase().includes(text)) : list;
  }, [pincodes.data, search]);

  return (
    <section className="admin-page" aria-labelledby="pincodes-title">
      <div className="admin-page__head">
        <h2 id="pincodes-title" className="admin-section-title">
          Delivery locations
        </h2>
      </div>
      <div className="admin-toolbar">
        <SearchField
          label="Search locations by name or pincode"
          placeholder="Search by name or pincode"
          value={search}
          onSearch={onSearch}
        />
      </div>
      <SectionBoundary>
        {pincodes.isPending ? (
          <div className="admin-cards" role="status">
            <span className="visually-hidden">Loading…</span>
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className="skeleton admin-skeleton-line" />
            ))}
          </div>
        ) : pincodes.isError ? (
          <ErrorState message="We couldn't load the delivery locations." onRetry={() => void pincodes.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState>{search ? "No locations match this search." : "No delivery locations yet. Add the first one above."}</EmptyState>
        ) : (
          <TableScroll label="Delivery locations table">
            {/* Explicit roles: on phones the rows are laid out as cards and must stay a table to screen readers. */}
            <table className="admin-table pincode-table" role="table">
              <caption>
                {shown.length} of {pincodes.data.length} delivery locations. EDIT a row to change it; disabled pincodes are not served.
              </caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    Pincode
                  </th>
                  <th scope="col" role="columnheader">
                    Name
                  </th>
                  <th scope="col" role="columnheader" className="num">
                    Delivery charges
                  </th>
                  <th scope="col" role="columnheader">
                    Enable
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {shown.map((pincode) => (
                  <PincodeRow key={pincode._id} pincode={pincode} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </SectionBoundary>
    </section>
  );
}
