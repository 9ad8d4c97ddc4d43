import { useState, type ReactNode } from "react";
import { ChevronIcon } from "./chevron-icon.tsx";

/** What `useOpenItem` answers, for a list that keeps it above the view drawing the items. */
export type OpenItem = ReturnType<typeof useOpenItem>;

/** Which item of an admin list is open: one at a time, so a long list stays readable. */
export function useOpenItem() {
  const [openId, setOpenId] = useState<string | null>(null);
  return {
    isOpen: (id: string) => openId === id,
    toggle: (id: string) => setOpenId((current) => (current === id ? null : id)),
  };
}

type ExpandButtonProps = { open: boolean; controls: string; onToggle: () => void; className: string; children: ReactNode };

/**
 * The button that opens a row or card. It points at what it controls only while that part is
 * rendered, since aria-controls must name an element that exists.
 */
export function ExpandButton({ open, controls, onToggle, className, children }: ExpandButtonProps) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      {children}
    </button>
  );
}

/** A table row's opening button: the chevron, then the row's name (an id in tabular figures). */
export function ExpandRowButton({ children, ...props }: Omit<ExpandButtonProps, "className">) {
  return (
    <ExpandButton className="admin-expand tabular" {...props}>
      <ChevronIcon className="admin-expand__chevron" />
      {children}
    </ExpandButton>
  );
}

/** The details of an opened table row, spanning every column beneath it. */
export function DetailsRow({ id, columns, children }: { id: string; columns: number; children: ReactNode }) {
  return (
    <tr className="admin-table__details" id={id}>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}
