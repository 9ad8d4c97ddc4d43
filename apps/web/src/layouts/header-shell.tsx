import { LogoMark } from "../components/ui/logo-mark.tsx";

/**
 * The header's still picture while its code downloads (index.html draws the same before the app
 * runs): the header's own classes, so the real one lands in exactly the same place.
 */
export function HeaderShell() {
  return (
    <header className="site-header" aria-hidden="true">
      <div className="topbar" />
      <div className="container masthead">
        <span className="icon-button masthead__menu-button" />
        <span className="logo">
          <LogoMark className="logo__mark" />
          <span className="logo__text">Taaza</span>
        </span>
        <span className="search-box masthead__search">
          <span className="search-box__input" />
        </span>
        <span className="masthead__nav">
          <span className="masthead__nav-list">
            <span className="nav-link">&nbsp;</span>
          </span>
        </span>
        <span className="masthead__actions">
          <span className="icon-button" />
        </span>
      </div>
    </header>
  );
}
