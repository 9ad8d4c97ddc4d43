import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../lib/toast.ts";
import {
  ADDRESS_TAGS,
  addressAddBody,
  addressEditBody,
  SERVED_STATE,
  type Address,
  type AddressBody,
  type AddressTag,
} from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";
import { useAddressBook } from "../hooks/use-address-book.ts";
import { tagLabel } from "../tag-label.ts";
import "./address-form.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { addressMessage } from "../address-messages.ts";

type AddressFormProps = {
  /** The address being edited; a new address when absent. */
  address?: Address;
  /** Tags already used by the person's other addresses: each tag is used once. */
  usedTags: readonly AddressTag[];
  onSaved: (user: CurrentUser) => void;
  onCancel: () => void;
  /** A new address starts with what the shop already knows: the chosen pincode and its city. */
  defaults?: { pincode: string; city: string };
};

const FIELD_WORDS: [RegExp, keyof AddressBody][] = [
  [/first name/i, "firstName"],
  [/last name/i, "lastName"],
  [/pincode/i, "pincode"],
  [/phone/i, "phoneNo"],
  [/landmark/i, "landmark"],
  [/city/i, "city"],
  [/tag/i, "tag"],
  [/the address$/i, "address"],
];

/** Which field a server message is about, so it can be shown under that field. */
function fieldOf(message: string): keyof AddressBody | null {
  return FIELD_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/**
 * Add or edit an address with the spec's rules (the domain's schemas, the same the server uses):
 * letters-only names and a 10-digit phone when adding, every field required, state Maharashtra.
 */
export function AddressForm({ address, usedTags, onSaved, onCancel, defaults }: AddressFormProps) {
  const isEdit = address !== undefined;
  const book = useAddressBook();
  const tagGroupId = useId();
  const freeTags = ADDRESS_TAGS.filter((tag) => tag === address?.tag || !usedTags.includes(tag));

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressBody>({
    resolver: zodResolver(isEdit ? addressEditBody : addressAddBody),
    defaultValues: {
      firstName: address?.firstName ?? "",
      lastName: address?.lastName ?? "",
      address: address?.address ?? "",
      landmark: address?.landmark ?? "",
      state: SERVED_STATE,
      city: address?.city ?? defaults?.city ?? "",
      pincode: address?.pincode ?? defaults?.pincode ?? "",
      phoneNo: address?.phoneNo ?? "",
      tag: address?.tag ?? freeTags[0] ?? "home1",
    },
  });

  useEffect(() => setFocus("firstName"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, state: SERVED_STATE };
    try {
      const user = address ? await book.edit(address._id, body) : await book.add(body);
      toast.success(isEdit ? t(checkoutText.addressUpdated) : t(checkoutText.addressAdded));
      onSaved(user);
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : null;
      const english = error instanceof ApiError ? error.englishMessage : null;
      const field = english ? fieldOf(english) : null;
      if (reason && field) setError(field, { type: "server", message: reason }, { shouldFocus: true });
      toast.error(
        isEdit ? t(checkoutText.addressUpdateFailed) : t(checkoutText.addressAddFailed),
        reason && !field ? { description: reason } : undefined,
      );
    }
  });

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={isEdit ? t(checkoutText.editAddressForm) : t(checkoutText.addNewAddress)}
    >
      <div className="address-form__grid">
        <TextField
          label={t(checkoutText.firstName)}
          autoComplete="given-name"
          required
          error={addressMessage(errors.firstName?.message)}
          {...register("firstName")}
        />
        <TextField
          label={t(checkoutText.lastName)}
          autoComplete="family-name"
          required
          error={addressMessage(errors.lastName?.message)}
          {...register("lastName")}
        />
        <TextField
          className="address-form__wide"
          label={t(checkoutText.address)}
          autoComplete="street-address"
          hint={t(checkoutText.addressHint)}
          required
          error={addressMessage(errors.address?.message)}
          {...register("address")}
        />
        <TextField label={t(checkoutText.landmark)} required error={addressMessage(errors.landmark?.message)} {...register("landmark")} />
        <TextField
          label={t(checkoutText.city)}
          autoComplete="address-level2"
          required
          error={addressMessage(errors.city?.message)}
          {...register("city")}
        />
        <TextField label={t(checkoutText.state)} readOnly hint={t(checkoutText.stateHint)} {...register("state")} />
        <TextField
          label={t(checkoutText.pincode)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          error={addressMessage(errors.pincode?.message)}
          {...register("pincode")}
        />
        <TextField
          label={t(checkoutText.phone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t(checkoutText.phoneHint)}
          maxLength={20}
          required
          error={addressMessage(errors.phoneNo?.message)}
          {...register("phoneNo")}
        />
        <fieldset className="address-form__tags address-form__wide" aria-describedby={errors.tag ? `${tagGroupId}-error` : undefined}>
          <legend className="text-field__label">{t(checkoutText.saveAs)}</legend>
          <div className="address-form__tag-options">
            {freeTags.map((tag) => (
              <label key={tag} className="address-form__tag">
                <input type="radio" value={tag} {...register("tag")} />
                <span>{tagLabel(tag)}</span>
              </label>
            ))}
          </div>
          {errors.tag && (
            <p id={`${tagGroupId}-error`} className="text-field__error">
              {addressMessage(errors.tag.message)}
            </p>
          )}
        </fieldset>
      </div>
      <div className="address-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isEdit ? t(checkoutText.save) : t(checkoutText.add)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={isSubmitting}>
          {t(checkoutText.cancel)}
        </button>
      </div>
    </form>
  );
}
