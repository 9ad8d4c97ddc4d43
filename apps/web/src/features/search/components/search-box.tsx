import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { effectivePrice, formatRupees, imageVariant, uploadUrl, DEFAULT_IMAGE, type Product } from "@taaza/domain";
import { SearchIcon, TrendingIcon } from "../../../components/ui/icons.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useProductSearch } from "../api/search-products.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { searchText } from "../../../lib/i18n/messages/search.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import "./search-box.css";
import { localName } from "../../../lib/i18n/product-words.ts";

const DEBOUNCE_MS = 250;
const MAX_SHOWN = 8;

/**
 * The header's product search: a combobox whose listbox shows matching products from the server
 * as the customer types. Arrow keys move through the matches, Enter opens the highlighted one or
 * else the results page (/search?q=), Escape or a tap elsewhere closes the list.
 */
export function SearchBox({ className }: { className?: string }) {
  const inputId = useId();
  const listboxId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useProductSearch(query);
  const matches = query === "" ? [] : (search.data ?? []).slice(0, MAX_SHOWN);
  const waiting = query !== text.trim() || search.isFetching;
  const showPopup = open && query !== "";

  // A new set of matches starts with nothing highlighted.
  const [activeIn, setActiveIn] = useState(search.data);
  if (search.data !== activeIn) {
    setActiveIn(search.data);
    setActive(-1);
  }
  // Leaving the page (a match chosen, or any other link) closes the list.
  const [openOn, setOpenOn] = useState(pathname);
  if (pathname !== openOn) {
    setOpenOn(pathname);
    setOpen(false);
  }

  // A page drawn on the server shows this box before its code has loaded (the code waits for the
  // page's largest image: docs/decisions/017): what was typed meanwhile is taken over, not lost.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed === "") return;
    setText(typed);
    if (document.activeElement === inputRef.current) setOpen(true);
  }, []);

  useEffect(() => {
    if (!showPopup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [showPopup]);

  const choose = (product: Product) => {
    setOpen(false);
    setText("");
    inputRef.current?.blur();
    void navigate(`/product/${product._id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (showPopup) setOpen(false);
      else setText("");
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Cycle through the matches and back to the text box (-1), both ways.
      const slots = matches.length + 1;
      setActive((current) => ((((current + 1 + step) % slots) + slots) % slots) - 1);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      const target = matches[active];
      if (target) return choose(target);
      showResults();
    }
  };

  // Enter without a highlighted match: the results page, ranked like this list (/search?q=).
  const showResults = () => {
    const typed = text.trim();
    if (typed === "") return;
    setOpen(false);
    inputRef.current?.blur();
    void navigate(`/search?q=${encodeURIComponent(typed)}`);
  };

  const activeId = active >= 0 && active < matches.length ? `${listboxId}-${active}` : undefined;

  return (
    <form
      ref={formRef}
      role="search"
      // Before the script (or without it) the browser submits the form itself: /search?q=, which
      // the server draws (docs/storefront.md).
      action="/search"
      method="get"
      className={className ? `search-box ${className}` : "search-box"}
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t(searchText.searchProducts)}
      </label>
      <SearchIcon className="search-box__icon" />
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        className="search-box__input"
        type="search"
        placeholder={t(searchText.placeholder)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="search-box__popup" hidden={!showPopup}>
        <ul id={listboxId} role="listbox" aria-label={t(searchText.matchingProducts)} className="search-box__list">
          {matches.map((product, index) => (
            <li key={product._id} role="presentation">
              <Link
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={`/product/${product._id}`}
                className="search-box__option"
                onClick={(event) => {
                  event.preventDefault();
                  choose(product);
                }}
                onPointerMove={() => setActive(index)}
              >
                <img className="search-box__thumb" src={thumbnail(product)} width={48} height={48} alt="" loading="lazy" />
                <span className="search-box__name">{localName(product)}</span>
                {product.bestseller && (
                  <span className="search-box__trending" title={t(catalogText.bestseller)}>
                    <TrendingIcon />
                    <span className="visually-hidden">{t(catalogText.bestseller)}</span>
                  </span>
                )}
                <span className="search-box__price tabular">{formatRupees(effectivePrice(product.price))}</span>
              </Link>
            </li>
          ))}
        </ul>
        {showPopup && matches.length === 0 && (
          <p className="search-box__empty" role="status">
            {waiting ? t(searchText.searching) : search.isError ? t(searchText.unavailable) : t(shellText.noProducts)}
          </p>
        )}
      </div>
    </form>
  );
}

function thumbnail(product: Product): string {
  const file = product.images[0];
  return uploadUrl(file ? imageVariant(file, 240) : DEFAULT_IMAGE);
}
