/** How wide product photos are drawn at each breakpoint, so the browser picks the right copy. */

// Matches the grid: 2 columns on phones, 3 and 4 on tablets, 5 (about 240px) on desktops.
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 240px, (min-width: 1100px) 20vw, (min-width: 800px) 25vw, (min-width: 580px) 33vw, 50vw";

/** The product page's large photo. */
export const PRODUCT_PHOTO_SIZES = "(min-width: 900px) 560px, calc(100vw - 32px)";
