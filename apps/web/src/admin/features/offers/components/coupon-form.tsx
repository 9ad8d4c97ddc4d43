import { useId, useState, type FormEvent } from "react";
import { couponBody, type Coupon, type CouponBody } from "@taaza/domain";
import { ApiError } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { useSaveCoupon } from "../api/offers.ts";

/** The form's text fields; empty means "no limit". */
type Draft = Record<
  "code" | "value" | "maxDiscount" | "minBasket" | "validFrom" | "validTo" | "perCustomer" | "totalUses" | "categories" | "productIds",
  string
> & { kind: CouponBody["kind"]; firstOrderOnly: boolean; paused: boolean };

const text = (n: number | string | null) => (n === null ? "" : String(n));

function draftOf(coupon: Coupon | null): Draft {
  return {
    code: coupon?.code ?? "",
    kind: coupon?.kind ?? "percent",
    value: text(coupon?.value ?? null),
    maxDiscount: text(coupon?.maxDiscount ?? null),
    minBasket: text(coupon?.minBasket ?? null),
    validFrom: coupon?.validFrom ?? "",
    validTo: coupon?.validTo ?? "",
    perCustomer: text(coupon?.perCustomer ?? null),
    totalUses: text(coupon?.totalUses ?? null),
    categories: coupon?.categories.join(", ") ?? "",
    productIds: coupon?.productIds.join(", ") ?? "",
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    paused: coupon?.paused ?? false,
  };
}

const numberOrNull = (s: string) => (s.trim() === "" ? null : Number(s));
const dateOrNull = (s: string) => (s.trim() === "" ? null : s.trim());
const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Adds a coupon (no `coupon`) or changes one: every field staff can set. */
export function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveCoupon();
  const [draft, setDraft] = useState<Draft>(() => draftOf(coupon));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponBody.safeParse({
      code: draft.code,
      kind: draft.kind,
      value: numberOrNull(draft.value),
      maxDiscount: numberOrNull(draft.maxDiscount),
      minBasket: numberOrNull(draft.minBasket),
      validFrom: dateOrNull(draft.validFrom),
      validTo: dateOrNull(draft.validTo),
      firstOrderOnly: draft.firstOrderOnly,
      perCustomer: numberOrNull(draft.perCustomer),
      totalUses: numberOrNull(draft.totalUses),
      categories: list(draft.categories),
      productIds: list(draft.productIds),
      paused: draft.paused,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the fields");
    setError(null);
    save.mutate(
      { id: coupon?._id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(coupon ? "Coupon saved" : "Coupon added");
          onDone();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : "Could not save the coupon"),
      },
    );
  };

  const field = (key: keyof Draft, label: string, hint?: string, props: Record<string, string> = {}) => (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="admin-input"
        value={draft[key] as string}
        onChange={(e) => set(key, e.target.value)}
        {...props}
      />
      {hint && <span className="admin-field__hint">{hint}</span>}
    </div>
  );

  return (
    <form className="offers-form" onSubmit={submit} noValidate aria-label={coupon ? `Edit coupon ${coupon.code}` : "New coupon"}>
      <div className="offers-form__grid">
        {field("code", "Code", "4-20 letters and digits", { autoCapitalize: "characters" })}
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className="admin-select"
            value={draft.kind}
            onChange={(e) => set("kind", e.target.value as Draft["kind"])}
          >
            <option value="percent">Percent off the items</option>
            <option value="flat">Rupees off the items</option>
          </select>
        </div>
        {field("value", draft.kind === "percent" ? "Percent off" : "Rupees off", undefined, { inputMode: "decimal" })}
        {field("maxDiscount", "Most off (₹)", "Empty: no cap", { inputMode: "decimal" })}
        {field("minBasket", "Minimum basket (₹)", "Empty: any basket", { inputMode: "decimal" })}
        {field("validFrom", "Valid from", "India date; empty: from now", { type: "date" })}
        {field("validTo", "Valid to", "India date, included; empty: no end", { type: "date" })}
        {field("perCustomer", "Uses per customer", "Empty: no limit", { inputMode: "numeric" })}
        {field("totalUses", "Uses in total", "Empty: no limit", { inputMode: "numeric" })}
        {field("categories", "Only these categories", "Names, separated by commas; empty: every item")}
        {field("productIds", "Only these products", "Product ids, separated by commas")}
      </div>
      <label className="offers-form__check">
        <input type="checkbox" checked={draft.firstOrderOnly} onChange={(e) => set("firstOrderOnly", e.target.checked)} /> First order only
      </label>
      <label className="offers-form__check">
        <input type="checkbox" checked={draft.paused} onChange={(e) => set("paused", e.target.checked)} /> Paused
      </label>
      {error && (
        <p role="alert" className="offers-form__error">
          {error}
        </p>
      )}
      <div className="offers-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {coupon ? "Save coupon" : "Add coupon"}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
