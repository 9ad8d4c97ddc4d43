import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A labelled textarea of the product form, registered with react-hook-form, with its error under it. */
type TextAreaFieldProps = UseFormRegisterReturn & {
  label: string;
  rows: number;
  error?: string;
};

export function TextAreaField({ label, name, rows, error, onChange, onBlur, ref }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="admin-textarea"
        rows={rows}
        onChange={(event) => void onChange(event)}
        onBlur={(event) => void onBlur(event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
