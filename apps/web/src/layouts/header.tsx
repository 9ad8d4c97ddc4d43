import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { mailtoHref, telHref, useShop } from "../features/shop/index.ts";
import { useSession } from "../hooks/use-session.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { preloadAuthPanel } from "../features/auth/index.ts";
import { SearchBox } from "../features/search/index.ts";
import { BasketButton, useOpenBasket } from "../features/basket/index.ts";
import { HeaderPincode } from "../features/location/index.ts";
import { HydratedButton } from "../components/ui/hydrated-button.tsx";
import { CloseIcon, LoginIcon, LogoMark, MailIcon, MenuIcon, PhoneIcon, UserIcon } from "../components/ui/icons.tsx";
import { LanguageSwitcher } from "../components/ui/language-switcher.tsx";
import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";

// The hamburger's menu (phones only) downloads when first wanted, not with every page.
const loadMobileMenu = () => import("./mobile-menu.tsx");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

export function Header() {
  const session = useSession();
  const authPanel = useAuthPanel();
  const { data: shop } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Mounted at the first opening and kept, so closing it again is instant.
  const [menuMounted, setMenuMounted] = useState(false);
  if (menuOpen && !menuMounted) setMenuMounted(true);

  const user = session?.user ?? null;
  const isAdmin = user?.userType === "Admin";

  const openSignIn = () => authPanel.open("signin");
  // A visitor has no basket: any basket action asks them to sign in (spec section 1).
  const openBasket = useOpenBasket();

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          {!isAdmin && <HeaderPincode />}
          {shop && (
            <>
              <a className="topbar__link" href={telHref(shop.phone)}>
                <PhoneIcon />
                <span className="visually-hidden">{t(shellText.callUs)}</span>
                <span className="tabular visually-hidden-on-phones">{shop.phone}</span>
              </a>
              <a className="topbar__link" href={mailtoHref(shop.email)}>
                <MailIcon />
                <span className="visually-hidden">{t(shellText.emailUs)}</span>
                <span className="visually-hidden-on-phones">{shop.email}</span>
              </a>
            </>
          )}
          <LanguageSwitcher className="topbar__language" />
        </div>
      </div>

      <div className="container masthead">
        <HydratedButton
          ref={menuButtonRef}
          type="button"
          className="icon-button masthead__menu-button"
          aria-label={t(shellText.menu)}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </HydratedButton>

        <Link to="/" className="logo">
          <LogoMark className="logo__mark" />
          <span className="logo__text">Taaza</span>
        </Link>

        <SearchBox className="masthead__search" />

        <nav className="masthead__nav" aria-label={t(shellText.mainNav)}>
          <ul className="masthead__nav-list">
            <li>
              <NavLink to="/" end className="nav-link">
                {t(shellText.home)}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about-us" className="nav-link">
                {t(shellText.whyUs)}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className="nav-link">
                {t(shellText.bulkOrder)}
              </NavLink>
            </li>
            {user && (
              <li>
                <NavLink to="/myaccount" className="nav-link">
                  {t(shellText.myAccount)}
                </NavLink>
              </li>
            )}
            {isAdmin && (
              <li>
                <Link to="/admin/" className="btn btn--primary masthead__dashboard">
                  {t(shellText.dashboard)}
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div className="masthead__actions">
          {user ? (
            <Link to="/myaccount" className="icon-button" aria-label={t(shellText.account)}>
              <UserIcon />
            </Link>
          ) : (
            <HydratedButton
              type="button"
              className="icon-button"
              onClick={openSignIn}
              onPointerEnter={preloadAuthPanel}
              onFocus={preloadAuthPanel}
            >
              <LoginIcon />
              <span className="masthead__action-label">{t(shellText.login)}</span>
            </HydratedButton>
          )}
          <BasketButton />
        </div>
      </div>

      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={closeMenu}
            toggleRef={menuButtonRef}
            signedIn={user !== null}
            isAdmin={isAdmin}
            shop={shop}
            onSignIn={openSignIn}
            onBasket={openBasket}
          />
        </Suspense>
      )}
    </header>
  );
}
