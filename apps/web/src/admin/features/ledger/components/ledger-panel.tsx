import { useId } from "react";
import { useSearchParams } from "react-router";
import { formatRupees, indiaTime, paiseToRupees, type Ledger } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { t } from "../../../../lib/i18n/i18n.ts";
import { ledgerText } from "../../../../lib/i18n/messages/ledger.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { useLedger, useOrderlessRefunds, type OrderlessRefund } from "../api/ledger.ts";
import "./ledger.css";

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** One India day of money: the provider's totals, the shop's, every mismatch, and refunds without an order. */
export function LedgerPanel() {
  const [params, setParams] = useSearchParams();
  const today = indiaTime(new Date()).date;
  const date = params.get("date") || today;
  const ledger = useLedger(date);
  const dateId = useId();
  return (
    <>
      <h1 className="admin-page__title">
        {t(ledgerText.title)} <span className="tabular">{date}</span>
      </h1>
      <div className="admin-toolbar">
        <div className="admin-field">
          <label htmlFor={dateId} className="admin-field__label">
            {t(ledgerText.day)}
          </label>
          <input
            id={dateId}
            type="date"
            className="admin-input"
            value={date}
            min="2020-01-01"
            max={today}
            required
            onChange={(event) => event.target.value && setParams({ date: event.target.value }, { replace: true })}
          />
        </div>
      </div>
      <section aria-label={t(ledgerText.title)} aria-busy={ledger.isFetching}>
        <SectionBoundary>
          {ledger.isPending ? (
            <p role="status">{t(ledgerText.loading)}</p>
          ) : ledger.isError ? (
            <ErrorState message={t(ledgerText.loadFailed)} onRetry={() => void ledger.refetch()} />
          ) : (
            <LedgerView ledger={ledger.data} />
          )}
        </SectionBoundary>
      </section>
      <OrderlessRefunds />
    </>
  );
}

function LedgerView({ ledger }: { ledger: Ledger }) {
  return (
    <>
      <div className="ledger-totals">
        <dl className="ledger-totals__side">
          <dt className="ledger-totals__title">{t(ledgerText.provider)}</dt>
          <dd>
            {t(ledgerText.captured)}: <span className="tabular">{rupees(ledger.provider.capturedPaise)}</span>
          </dd>
          <dd>
            {t(ledgerText.refunded)}: <span className="tabular">{rupees(ledger.provider.refundedPaise)}</span>
          </dd>
        </dl>
        <dl className="ledger-totals__side">
          <dt className="ledger-totals__title">{t(ledgerText.shop)}</dt>
          <dd>
            {t(ledgerText.paid)}: <span className="tabular">{rupees(ledger.shop.paidPaise)}</span>
          </dd>
          <dd>
            {t(ledgerText.refunded)}: <span className="tabular">{rupees(ledger.shop.refundedPaise)}</span>
          </dd>
        </dl>
      </div>
      {ledger.mismatches.length === 0 ? (
        <p className="ledger-ok" role="status">
          {t(ledgerText.matches)}
        </p>
      ) : (
        <>
          <h2 className="ledger-heading">{t(ledgerText.mismatches, { count: ledger.mismatches.length })}</h2>
          <p className="ledger-note">{t(ledgerText.mismatchesNote)}</p>
          <ul className="ledger-list">
            {ledger.mismatches.map((m) => (
              <li key={`${m.kind}-${m.paymentId}-${m.orderId ?? ""}`} className="ledger-list__item ledger-list__item--problem">
                <strong>{t(ledgerText[m.kind])}</strong>
                <span className="tabular">{rupees(m.amountPaise)}</span>
                <span className="ledger-list__meta">
                  {t(ledgerText.payment)}: {m.paymentId} · {t(ledgerText.order)}: {m.orderId ?? t(ledgerText.noOrder)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function OrderlessRefunds() {
  const refunds = useOrderlessRefunds();
  return (
    <section aria-label={t(ledgerText.orderless)} className="ledger-orderless">
      <h2 className="ledger-heading">{t(ledgerText.orderless)}</h2>
      <SectionBoundary>
        {refunds.isPending ? (
          <p role="status">{t(ledgerText.loading)}</p>
        ) : refunds.isError ? (
          <ErrorState message={t(ledgerText.loadFailed)} onRetry={() => void refunds.refetch()} />
        ) : refunds.data.length === 0 ? (
          <EmptyState>{t(ledgerText.orderlessNone)}</EmptyState>
        ) : (
          <TableScroll label={t(ledgerText.orderless)}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t(ledgerText.payment)}</th>
                  <th scope="col">{t(ledgerText.amount)}</th>
                  <th scope="col">{t(ledgerText.reason)}</th>
                  <th scope="col">{t(ledgerText.status)}</th>
                </tr>
              </thead>
              <tbody>
                {refunds.data.map((refund) => (
                  <OrderlessRow key={refund._id} refund={refund} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </SectionBoundary>
    </section>
  );
}

function OrderlessRow({ refund }: { refund: OrderlessRefund }) {
  return (
    <tr>
      <td>
        {refund.providerPaymentId}
        <span className="ledger-list__meta">{formatDateTime(refund.createdAt)}</span>
      </td>
      <td className="tabular">{rupees(refund.amountPaise)}</td>
      <td>{refund.reason}</td>
      <td>
        {t(ledgerText[refund.status])}
        {refund.failureReason ? <span className="ledger-list__meta">{refund.failureReason}</span> : null}
      </td>
    </tr>
  );
}
