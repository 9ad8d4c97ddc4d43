import { useEffect, useId, useState } from "react";
import { SearchIcon } from "../../components/ui/icons.tsx";
import "./search-field.css";

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  /** Called a moment after typing stops, so each keystroke is not a request. */
  onSearch: (value: string) => void;
};

const DEBOUNCE_MS = 300;

/** A labelled search box that reports its text once typing pauses (or at once on Enter). */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);

  // The URL may change the search from outside (back button, a filter's reset).
  const [outsideValue, setOutsideValue] = useState(value);
  if (value !== outsideValue) {
    setOutsideValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      className="admin-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="admin-search__icon" />
      <input
        id={id}
        type="search"
        className="admin-search__input"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
