/** Phones (480px or less) get the mobile banners (spec section 9). */
export const MOBILE_BANNERS = "(max-width: 480px)";
/** How wide a banner is drawn, for the browser to pick from its srcset. */
export const BANNER_SIZES = "(min-width: 1280px) 1232px, 100vw";
