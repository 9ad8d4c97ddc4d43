import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";
import "./modal.css";
import { t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";

type ModalProps = {
  title: string;
  /** Hide the title visually (e.g. an image viewer) while screen readers still announce it. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: "small" | "large";
  className?: string;
};

/**
 * A centred dialog over a dimmed page: Escape, the Close button and a click on the dimmed page
 * close it; focus moves in when it opens and back to where it was when it closes.
 */
export function Modal({ title, hideTitle = false, onClose, children, size = "small", className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(dialogRef, onClose);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div className="modal-layer">
      <div className="modal-overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={["modal", `modal--${size}`, className].filter(Boolean).join(" ")}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : "modal__title"}>
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" aria-label={t(shellText.close)} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
