import { useId, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { CATEGORY_MESSAGES, PRODUCT_TAG_MESSAGES } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useAddCategory } from "../api/categories.ts";
import { useAddProductTag } from "../api/product-tags.ts";

type NamedSelectProps = {
  kind: "category" | "productTag";
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: string[] | undefined;
  loadFailed: boolean;
  /** The rule's message when this field broke it. */
  error: string | undefined;
  placeholder?: string;
};

const TEXTS = {
  category: { add: "+ Add category", newLabel: "New category", added: CATEGORY_MESSAGES.added, failed: CATEGORY_MESSAGES.addFailed },
  productTag: { add: "+ Add tag", newLabel: "New product tag", added: PRODUCT_TAG_MESSAGES.added, failed: PRODUCT_TAG_MESSAGES.addFailed },
} as const;

/** A category or product tag select, with an inline way to create a new one and pick it. */
export function NamedSelect({ kind, name, label, value, onChange, options, loadFailed, error, placeholder }: NamedSelectProps) {
  const texts = TEXTS[kind];
  const selectId = useId();
  const newId = useId();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState("");
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const addCategory = useAddCategory();
  const addTag = useAddProductTag();
  const mutation = kind === "category" ? addCategory : addTag;

  const closeAdder = () => {
    setAdding(false);
    setNewName("");
    requestAnimationFrame(() => addButtonRef.current?.focus());
  };

  const save = () => {
    const trimmed = newName.trim();
    if (!trimmed) {
      toast.error(kind === "category" ? CATEGORY_MESSAGES.nameRequired : PRODUCT_TAG_MESSAGES.nameRequired);
      return;
    }
    mutation.mutate(trimmed, {
      onSuccess: (created) => {
        toast.success(texts.added);
        onChange(created.name);
        closeAdder();
      },
      onError: (error) => reportFailure(texts.failed, error),
    });
  };

  // The adder sits inside the product form: Enter adds the name instead of submitting the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeAdder();
    }
  };

  return (
    <div className="admin-field">
      <label htmlFor={selectId} className="admin-field__label">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className="admin-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={options === undefined && !loadFailed}
      >
        {options === undefined ? (
          <option value="">{loadFailed ? "Could not load the list" : "Loading…"}</option>
        ) : (
          <>
            {(placeholder || !options.includes(value)) && <option value="">{placeholder ?? "Choose one"}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </>
        )}
      </select>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
      {adding ? (
        <div className="named-select__adder">
          <label htmlFor={newId} className="visually-hidden">
            {texts.newLabel}
          </label>
          <input
            id={newId}
            className="admin-input"
            value={newName}
            placeholder={texts.newLabel}
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={60}
            autoComplete="off"
            autoFocus
          />
          <button type="button" className="btn btn--primary btn--small" onClick={save} disabled={mutation.isPending}>
            Add
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={closeAdder}>
            Cancel
          </button>
        </div>
      ) : (
        <button ref={addButtonRef} type="button" className="link-button named-select__open" onClick={() => setAdding(true)}>
          {texts.add}
        </button>
      )}
    </div>
  );
}
