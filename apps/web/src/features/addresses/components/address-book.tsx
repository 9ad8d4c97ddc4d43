import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { MAX_ADDRESSES, type Address } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { useAddressBook } from "../hooks/use-address-book.ts";
import { AddressLines } from "./address-card.tsx";
import { AddressForm } from "./address-form.tsx";
import "./address-book.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { tagLabel } from "../tag-label.ts";

type AddressBookProps = {
  addresses: readonly Address[];
  /** Checkout: the addresses are choices (radio buttons). */
  selection?: { name: string; selectedId: string | null; onSelect: (addressId: string) => void };
  /** The account page lets people delete addresses; checkout does not. */
  allowDelete?: boolean;
  /** Called with the new address after one is added (checkout selects it). */
  onAdded?: (address: Address) => void;
  /** Checkout: a new address starts with the chosen pincode and its city. */
  newAddressDefaults?: { pincode: string; city: string };
};

/** Saved addresses with EDIT (which becomes SAVE), optional Delete, and Add New Address. */
export function AddressBook({ addresses, selection, allowDelete = false, onAdded, newAddressDefaults }: AddressBookProps) {
  const book = useAddressBook();
  const [editing, setEditing] = useState<string | null>(null);
  // The addresses there were when "Add" was pressed: the saved one is the one not among them
  // (the list itself may already hold it by the time the form reports back).
  const [adding, setAdding] = useState<readonly string[] | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const usedTags = addresses.map((address) => address.tag);
  const full = addresses.length >= MAX_ADDRESSES;

  const remove = async (address: Address) => {
    setDeleting(address._id);
    try {
      await book.remove(address._id);
      toast.success(t(checkoutText.addressDeleted));
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : null;
      toast.error(t(checkoutText.addressDeleteFailed), reason ? { description: reason } : undefined);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="address-book">
      {addresses.length > 0 && (
        <ul className="address-book__list" role="list">
          {addresses.map((address) => (
            <li key={address._id} className="address-book__item" data-selected={selection?.selectedId === address._id ? "" : undefined}>
              {editing === address._id ? (
                <AddressForm
                  address={address}
                  usedTags={usedTags.filter((tag) => tag !== address.tag)}
                  onSaved={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="address-book__row">
                  {selection ? (
                    <label className="address-book__choice">
                      <input
                        type="radio"
                        name={selection.name}
                        value={address._id}
                        checked={selection.selectedId === address._id}
                        onChange={() => selection.onSelect(address._id)}
                      />
                      <AddressLines address={address} />
                    </label>
                  ) : (
                    <AddressLines address={address} />
                  )}
                  <div className="address-book__actions">
                    <button
                      type="button"
                      className="btn btn--secondary address-book__action"
                      aria-label={t(checkoutText.editAddress, {
                        name: `${address.firstName} ${address.lastName}`,
                        tag: tagLabel(address.tag),
                      })}
                      onClick={() => {
                        setAdding(null);
                        setEditing(address._id);
                      }}
                    >
                      {t(checkoutText.edit)}
                    </button>
                    {allowDelete && (
                      <button
                        type="button"
                        className="btn btn--secondary address-book__action address-book__delete"
                        aria-label={t(checkoutText.deleteAddress, {
                          name: `${address.firstName} ${address.lastName}`,
                          tag: tagLabel(address.tag),
                        })}
                        disabled={deleting === address._id}
                        onClick={() => void remove(address)}
                      >
                        {t(checkoutText.delete)}
                      </button>
                    )}
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {adding !== null ? (
        <section className="address-book__add" aria-label={t(checkoutText.addNewAddress)}>
          <h3 className="address-book__add-title">{t(checkoutText.addNewAddress)}</h3>
          <AddressForm
            usedTags={usedTags}
            defaults={newAddressDefaults}
            onSaved={(user) => {
              setAdding(null);
              const added = user.addresses.find((candidate) => !adding.includes(candidate._id));
              if (added) onAdded?.(added);
            }}
            onCancel={() => setAdding(null)}
          />
        </section>
      ) : (
        <div className="address-book__add-row">
          <button
            type="button"
            // With nothing saved yet, adding one is the way forward: the main button.
            className={addresses.length === 0 ? "btn btn--primary" : "btn btn--secondary"}
            disabled={full}
            aria-describedby={full ? "address-book-full" : undefined}
            onClick={() => {
              setEditing(null);
              setAdding(addresses.map((address) => address._id));
            }}
          >
            + {t(checkoutText.addNewAddress)}
          </button>
          {full && (
            <p id="address-book-full" className="address-book__hint">
              {t(checkoutText.tooManyAddresses)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
