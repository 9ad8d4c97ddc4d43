/** How wide the product page's large photo is drawn at each breakpoint, so the browser picks the right copy. */
export const PRODUCT_PHOTO_SIZES = "(min-width: 900px) 560px, calc(100vw - 32px)";
