import { useId } from "react";
import { SearchIcon } from "../../../components/ui/icons.tsx";
import "./search-box.css";

/**
 * The header's product search. For now it only takes text; the dropdown of matches (spec
 * section 2, Header) arrives with the search feature.
 */
export function SearchBox({ className }: { className?: string }) {
  const inputId = useId();
  return (
    <form
      role="search"
      className={className ? `search-box ${className}` : "search-box"}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <SearchIcon className="search-box__icon" />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
