import { useEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";
import { HOME_CATEGORIES } from "@taaza/domain";
import { categoryLabel } from "../features/catalog/index.ts";
import { mailtoHref, telHref, type ShopInfo } from "../features/shop/index.ts";
import { LanguageSwitcher } from "../components/ui/language-switcher.tsx";
import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";

type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The hamburger button: a click on it toggles the menu, so it does not count as "outside". */
  toggleRef: RefObject<HTMLButtonElement | null>;
  signedIn: boolean;
  isAdmin: boolean;
  shop: ShopInfo | undefined;
  onSignIn: () => void;
  onBasket: () => void;
};

/** The menu behind the hamburger below 580px (spec section 2). */
export function MobileMenu({ id, open, onClose, toggleRef, signedIn, isAdmin, shop, onSignIn, onBasket }: MobileMenuProps) {
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      onClose();
      toggleRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose, toggleRef]);

  // Every choice closes the menu, whether it navigates, dials or opens a panel.
  const choose = (action?: () => void) => () => {
    onClose();
    action?.();
  };

  return (
    <nav ref={menuRef} id={id} className="mobile-menu" aria-label={t(shellText.menu)} hidden={!open}>
      <ul className="mobile-menu__list">
        <li>
          {signedIn ? (
            <Link to="/myaccount" className="mobile-menu__item" onClick={choose()}>
              {t(shellText.account)}
            </Link>
          ) : (
            <button type="button" className="mobile-menu__item" onClick={choose(onSignIn)}>
              {t(shellText.account)}
            </button>
          )}
        </li>
        {isAdmin ? (
          <li>
            <Link to="/admin/" className="mobile-menu__item" onClick={choose()}>
              {t(shellText.dashboard)}
            </Link>
          </li>
        ) : (
          <li>
            <button type="button" className="mobile-menu__item" onClick={choose(onBasket)}>
              {t(shellText.cart)}
            </button>
          </li>
        )}
        <li>
          <Link to="/contact" className="mobile-menu__item" onClick={choose()}>
            {t(shellText.bulkOrder)}
          </Link>
        </li>
        <li>
          <Link to="/about-us" className="mobile-menu__item" onClick={choose()}>
            {t(shellText.whyUs)}
          </Link>
        </li>
        {shop && (
          <>
            <li>
              <a href={telHref(shop.phone)} className="mobile-menu__item" onClick={choose()}>
                {t(shellText.callUsMenu)}
              </a>
            </li>
            <li>
              <a href={mailtoHref(shop.email)} className="mobile-menu__item" onClick={choose()}>
                {t(shellText.mailUs)}
              </a>
            </li>
          </>
        )}
        <li className="mobile-menu__language">
          <LanguageSwitcher />
        </li>
      </ul>
      {/* On a phone this menu is the way round the shop: every category, one tap away. */}
      <h2 className="mobile-menu__heading">{t(shellText.categories)}</h2>
      <ul className="mobile-menu__list">
        {HOME_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/category/${category}`} className="mobile-menu__item" onClick={choose()}>
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
