import { useId, useState, type FormEvent } from "react";
import { formatRupees, rupeesToPaise, paiseToRupees } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { toast } from "../../../lib/toast.ts";
import { refusalInWords, useBasketCoupon } from "../api/basket-coupon.ts";

type CouponFieldProps = {
  userId: string;
  /** The basket's code and why it does not apply now (null when it does); null for none. */
  coupon: { code: string; refusal: string | null } | null;
  /** Rupees the code takes off now. */
  discount: number;
};

/** "Have a code?": type one, see what it saves or why not, remove it. The server judges it. */
export default function CouponField({ userId, coupon, discount }: CouponFieldProps) {
  const id = useId();
  const { apply, remove } = useBasketCoupon(userId);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    setError(null);
    apply.mutate(code.trim(), {
      onSuccess: () => setCode(""),
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t(checkoutText.codeFailed)),
    });
  };

  if (coupon) {
    const saved = formatRupees(paiseToRupees(rupeesToPaise(discount)));
    return (
      <div className="coupon-field coupon-field--applied">
        <p className={coupon.refusal ? "coupon-field__refusal" : "coupon-field__applied"} role="status">
          {coupon.refusal
            ? t(checkoutText.codeNotApplying, { code: coupon.code, reason: refusalInWords(coupon.refusal) })
            : t(checkoutText.codeApplied, { code: coupon.code, amount: saved })}
        </p>
        <button
          type="button"
          className="link-button"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success(t(checkoutText.codeRemoved)) })}
        >
          {t(checkoutText.removeCode)}
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-field" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="coupon-field__label">
        {t(checkoutText.haveCode)}
      </label>
      <div className="coupon-field__row">
        <input
          id={`${id}-code`}
          className="coupon-field__input"
          value={code}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t(checkoutText.codeLabel)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--secondary" disabled={apply.isPending || code.trim() === ""}>
          {t(checkoutText.applyCode)}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="coupon-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
