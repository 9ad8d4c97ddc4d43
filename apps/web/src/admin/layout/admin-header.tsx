import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CloseIcon, LogoMark, MenuIcon, UserIcon } from "../../components/ui/icons.tsx";
import { useLogout } from "../../features/auth/index.ts";
import { OrderSoundToggle } from "../features/live-orders/index.ts";
import { screensFor } from "../lib/admin-screens.ts";
import { useStaffRole } from "../lib/staff-role.ts";
import "./admin-header.css";

/**
 * The staff header. On phones (under 580px) the links stack in a column behind a menu button,
 * so a page's content is not pushed below the fold by nine stacked links.
 */
type AdminHeaderProps = {
  isAdmin: boolean;
  /** Orders placed since staff last looked at Orders: the badge on its link. */
  newOrders?: number;
  sound?: boolean;
  onSoundChange?: (on: boolean) => void;
};

export function AdminHeader({ isAdmin, newOrders = 0, sound = false, onSoundChange }: AdminHeaderProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { logOut, isLoggingOut } = useLogout();
  const role = useStaffRole();
  const links = role ? screensFor(role) : [];

  // Choosing a link closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // In the one-row menu of a wide screen, the current screen's link is scrolled into sight.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="admin-header">
      <div className="admin-header__bar">
        <Link to="/" className="admin-header__logo">
          <LogoMark className="admin-header__mark" />
          <span>Taaza</span>
          <span className="admin-header__badge">Admin</span>
        </Link>
        {isAdmin && (
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button admin-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span>Menu</span>
          </button>
        )}
      </div>
      {isAdmin && (
        <nav id={navId} className="admin-nav" aria-label="Admin" data-open={menuOpen ? "" : undefined}>
          <ul ref={listRef} className="admin-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="admin-nav__link">
                  {link.label}
                  {link.to === "/admin/customer-orders" && newOrders > 0 && (
                    <span className="admin-nav__count">
                      {newOrders > 99 ? "99+" : newOrders}
                      <span className="visually-hidden"> new</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="admin-nav__account">
            {onSoundChange && <OrderSoundToggle on={sound} onToggle={onSoundChange} />}
            <Link to="/myaccount" className="icon-button admin-nav__icon" aria-label="Account">
              <UserIcon />
            </Link>
            <button type="button" className="btn btn--secondary admin-nav__logout" onClick={() => void logOut()} disabled={isLoggingOut}>
              Logout
            </button>
          </div>
          {/* Read out when a new order arrives, wherever staff are. */}
          <p className="visually-hidden" aria-live="polite">
            {newOrders > 0 ? `${newOrders} new ${newOrders === 1 ? "order" : "orders"}` : ""}
          </p>
        </nav>
      )}
    </header>
  );
}
