import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import "./text-field.css";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** Guidance shown under the field until there is an error to show instead. */
  hint?: string | undefined;
  /** A control drawn inside the input's border, e.g. a show-password toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint or error is tied to it for screen readers (aria-describedby). */
export function TextField({ label, error, hint, trailing, id, className, ref, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;

  return (
    <div className={className ? `text-field ${className}` : "text-field"}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="text-field__control" data-invalid={error ? "" : undefined}>
        <input
          ref={ref}
          id={inputId}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {message && (
        <p id={messageId} className={error ? "text-field__error" : "text-field__hint"}>
          {message}
        </p>
      )}
    </div>
  );
}
