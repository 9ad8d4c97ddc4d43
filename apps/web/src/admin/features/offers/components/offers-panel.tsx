import { useState, type FormEvent } from "react";
import { formatRupees, indiaTime, type Coupon } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { bodyOf, useCouponReport, useCoupons, useEndCoupon, useFreeDelivery, useSaveCoupon, useSetFreeDelivery } from "../api/offers.ts";
import { CouponForm } from "./coupon-form.tsx";
import "./offers-panel.css";

/** Where a code stands today, in words. */
export function couponState(coupon: Coupon, today: string): string {
  if (coupon.ended) return "Ended";
  if (coupon.paused) return "Paused";
  if (coupon.validFrom !== null && today < coupon.validFrom) return "Not started";
  if (coupon.validTo !== null && today > coupon.validTo) return "Expired";
  if (coupon.totalUses !== null && coupon.used >= coupon.totalUses) return "Used up";
  return "Active";
}

function terms(c: Coupon): string {
  const off = c.kind === "percent" ? `${c.value}% off` : `${formatRupees(c.value)} off`;
  const parts = [off];
  if (c.maxDiscount !== null) parts.push(`up to ${formatRupees(c.maxDiscount)}`);
  if (c.minBasket !== null) parts.push(`basket ${formatRupees(c.minBasket)}+`);
  if (c.firstOrderOnly) parts.push("first order");
  if (c.perCustomer !== null) parts.push(`${c.perCustomer} per customer`);
  if (c.validFrom !== null || c.validTo !== null) parts.push(`${c.validFrom ?? "…"} to ${c.validTo ?? "…"}`);
  if (c.categories.length > 0) parts.push(c.categories.join(", "));
  if (c.productIds.length > 0) parts.push(`${c.productIds.length} product${c.productIds.length === 1 ? "" : "s"}`);
  return parts.join(" · ");
}

/** The offers screen: coupon codes, free delivery, and what each code gave. */
export function OffersPanel() {
  return (
    <>
      <CouponsSection />
      <FreeDeliverySection />
      <ReportSection />
    </>
  );
}

function CouponsSection() {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const end = useEndCoupon();
  const [editing, setEditing] = useState<Coupon | "new" | null>(null);
  const today = indiaTime(new Date()).date;

  const togglePause = (c: Coupon) =>
    save.mutate(
      { id: c._id, body: bodyOf(c, { paused: !c.paused }) },
      {
        onSuccess: () => toast.success(c.paused ? `${c.code} resumed` : `${c.code} paused`),
        onError: (e) => reportFailure("Could not change the coupon", e),
      },
    );
  const endCode = (c: Coupon) =>
    end.mutate(c._id, {
      onSuccess: (r) => toast.success(r.deleted ? `${c.code} deleted` : `${c.code} ended`),
      onError: (e) => reportFailure("Could not end the coupon", e),
    });

  return (
    <section className="offers-section" aria-labelledby="offers-coupons">
      <div className="offers-section__head">
        <h2 id="offers-coupons" className="offers-section__title">
          Coupon codes
        </h2>
        {editing === null && (
          <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
            New coupon
          </button>
        )}
      </div>
      {editing !== null && (
        <CouponForm
          key={editing === "new" ? "new" : editing._id}
          coupon={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {coupons.isPending ? (
        <p>Loading coupons…</p>
      ) : coupons.isError ? (
        <p role="alert">Could not load the coupons.</p>
      ) : coupons.data.length === 0 ? (
        <p className="admin-field__hint">No coupons yet.</p>
      ) : (
        <ul className="offers-list">
          {coupons.data.map((c) => {
            const state = couponState(c, today);
            return (
              <li key={c._id} className="offers-list__item" aria-label={`Coupon ${c.code}`}>
                <div className="offers-list__main">
                  <strong className="offers-list__code">{c.code}</strong>
                  <span className={`offers-state offers-state--${state.toLowerCase().replace(" ", "-")}`}>{state}</span>
                  <span className="offers-list__terms">{terms(c)}</span>
                  <span className="offers-list__used tabular">
                    Used {c.used}
                    {c.totalUses !== null ? ` of ${c.totalUses}` : ""}
                  </span>
                </div>
                {!c.ended && (
                  <div className="offers-list__actions">
                    <button type="button" className="btn btn--secondary" onClick={() => setEditing(c)}>
                      Edit
                    </button>
                    <button type="button" className="btn btn--secondary" onClick={() => togglePause(c)} disabled={save.isPending}>
                      {c.paused ? "Resume" : "Pause"}
                    </button>
                    <button type="button" className="btn btn--secondary" onClick={() => endCode(c)} disabled={end.isPending}>
                      {c.used > 0 ? "End" : "Delete"}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type PincodeRow = { pincode: string; minItemsTotal: string };

function FreeDeliverySection() {
  const current = useFreeDelivery();
  if (current.isPending) return <p>Loading free delivery…</p>;
  if (current.isError) return <p role="alert">Could not load free delivery.</p>;
  return (
    <FreeDeliveryForm
      key={JSON.stringify(current.data)}
      shopWide={current.data.minItemsTotal === null ? "" : String(current.data.minItemsTotal)}
      pincodes={current.data.pincodes.map((p) => ({ pincode: p.pincode, minItemsTotal: String(p.minItemsTotal) }))}
    />
  );
}

function FreeDeliveryForm({ shopWide: initial, pincodes: initialRows }: { shopWide: string; pincodes: PincodeRow[] }) {
  const set = useSetFreeDelivery();
  const [shopWide, setShopWide] = useState(initial);
  const [rows, setRows] = useState<PincodeRow[]>(initialRows);
  const [error, setError] = useState<string | null>(null);
  const change = (i: number, key: keyof PincodeRow, value: string) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, [key]: value } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = (s: string) => (s.trim() === "" ? null : Number(s));
    const min = amount(shopWide);
    const pincodes = rows
      .filter((r) => r.pincode.trim() !== "")
      .map((r) => ({ pincode: r.pincode.trim(), minItemsTotal: amount(r.minItemsTotal) ?? 0 }));
    if ((min !== null && !(min > 0)) || pincodes.some((p) => !(p.minItemsTotal > 0)))
      return setError("A threshold is an amount in rupees above 0");
    if (pincodes.some((p) => !/^[1-9][0-9]{5}$/.test(p.pincode))) return setError("A pincode is 6 digits");
    setError(null);
    set.mutate(
      { minItemsTotal: min, pincodes },
      { onSuccess: () => toast.success("Free delivery saved"), onError: (e) => reportFailure("Could not save free delivery", e) },
    );
  };

  return (
    <section className="offers-section" aria-labelledby="offers-free-delivery">
      <h2 id="offers-free-delivery" className="offers-section__title">
        Free delivery
      </h2>
      <form className="offers-form" onSubmit={submit} noValidate aria-label="Free delivery">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="free-delivery-shop">
            Free delivery from (₹ of items, shop-wide)
          </label>
          <input
            id="free-delivery-shop"
            className="admin-input"
            inputMode="decimal"
            value={shopWide}
            onChange={(e) => setShopWide(e.target.value)}
          />
          <span className="admin-field__hint">Empty: no free delivery. Judged on the items after sale prices, before a code.</span>
        </div>
        <fieldset className="offers-pincodes">
          <legend className="admin-field__label">Pincodes with their own threshold</legend>
          {rows.map((row, i) => (
            <div key={i} className="offers-pincodes__row">
              <input
                className="admin-input"
                aria-label={`Pincode ${i + 1}`}
                inputMode="numeric"
                maxLength={6}
                value={row.pincode}
                onChange={(e) => change(i, "pincode", e.target.value)}
              />
              <input
                className="admin-input"
                aria-label={`Free delivery from (₹) for pincode ${i + 1}`}
                inputMode="decimal"
                value={row.minItemsTotal}
                onChange={(e) => change(i, "minItemsTotal", e.target.value)}
              />
              <button type="button" className="btn btn--secondary" onClick={() => setRows((r) => r.filter((_, j) => j !== i))}>
                Remove
              </button>
            </div>
          ))}
          <button type="button" className="btn btn--secondary" onClick={() => setRows((r) => [...r, { pincode: "", minItemsTotal: "" }])}>
            Add a pincode
          </button>
        </fieldset>
        {error && (
          <p role="alert" className="offers-form__error">
            {error}
          </p>
        )}
        <div className="offers-form__actions">
          <button type="submit" className="btn btn--primary" disabled={set.isPending}>
            Save free delivery
          </button>
        </div>
      </form>
    </section>
  );
}

function ReportSection() {
  const report = useCouponReport();
  return (
    <section className="offers-section" aria-labelledby="offers-report">
      <div className="offers-section__head">
        <h2 id="offers-report" className="offers-section__title">
          What each code gave
        </h2>
        <DownloadButton path="/admin/coupons/report.csv" fileName="offers.csv" label="Download CSV" />
      </div>
      {report.isPending ? (
        <p>Loading the report…</p>
      ) : report.isError ? (
        <p role="alert">Could not load the report.</p>
      ) : (
        <TableScroll label="What each code gave">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Orders</th>
                <th scope="col">Discount given</th>
                <th scope="col">Item sales</th>
              </tr>
            </thead>
            <tbody>
              {report.data.map((r) => (
                <tr key={r._id}>
                  <th scope="row">{r.code}</th>
                  <td className="tabular">{r.orders}</td>
                  <td className="tabular">{formatRupees(r.discountGiven)}</td>
                  <td className="tabular">{formatRupees(r.itemSales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
