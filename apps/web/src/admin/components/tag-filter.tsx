import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../../components/ui/icons.tsx";
import "./tag-filter.css";

type TagFilterProps = {
  tags: readonly string[] | undefined;
  selected: string;
  /** "" clears the filter. */
  onSelect: (tag: string) => void;
};

/**
 * The Filter popup: one product tag at a time; choosing the chosen tag again clears it (spec).
 * It takes focus when it opens, keeps Escape and outside clicks as ways out, and gives focus
 * back to its button.
 */
export function TagFilter({ tags, selected, onSelect }: TagFilterProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button[aria-pressed='true'], .admin-popover__options button")?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const choose = (tag: string) => {
    onSelect(tag === selected ? "" : tag);
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="admin-popover-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {selected ? `Filter: ${selected}` : "Filter"}
      </button>
      {open && (
        <div ref={panelRef} className="admin-popover" role="dialog" aria-labelledby={titleId}>
          <div className="admin-popover__head">
            <h2 id={titleId} className="admin-popover__title">
              Filter by product tag
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Close filter"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          </div>
          {tags === undefined ? (
            <p className="admin-muted" role="status">
              Loading tags…
            </p>
          ) : tags.length === 0 ? (
            <p className="admin-muted">No product tags yet.</p>
          ) : (
            <ul className="admin-popover__options">
              {tags.map((tag) => (
                <li key={tag}>
                  <button type="button" className="admin-segment" aria-pressed={tag === selected} onClick={() => choose(tag)}>
                    {tag}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {selected && (
            <button type="button" className="link-button" onClick={() => choose(selected)}>
              Clear filter
            </button>
          )}
        </div>
      )}
    </div>
  );
}
