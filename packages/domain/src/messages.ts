import {
  CATEGORY_MESSAGES,
  CREATIVE_MESSAGES,
  DEAL_MESSAGES,
  PINCODE_MESSAGES,
  PRODUCT_MESSAGES,
  PRODUCT_TAG_MESSAGES,
  QUICK_PRICE_MESSAGES,
} from "./admin-messages.ts";
import { ADDRESS_MESSAGES, ORDER_MESSAGES } from "./checkout-messages.ts";
import { REVIEW_MESSAGES } from "./review-messages.ts";
import { AUTH_MESSAGES, CART_MESSAGES, LIST_MESSAGES, LOCATION_MESSAGES } from "./storefront-messages.ts";

/**
 * Every text the spec names (sections 5 and 8), gathered in one object for the server, so its
 * errors and the browser's toasts can never drift apart; the key paths are the error codes
 * (error-codes.ts). Each group's home is its feature's module (storefront-, checkout-, review-,
 * admin-messages.ts), and the web app imports the groups, not this object, so a page downloads
 * only its own feature's texts: the home page none of the checkout or admin ones.
 */
export const MESSAGES = {
  auth: AUTH_MESSAGES,
  cart: CART_MESSAGES,
  location: LOCATION_MESSAGES,
  product: PRODUCT_MESSAGES,
  category: CATEGORY_MESSAGES,
  productTag: PRODUCT_TAG_MESSAGES,
  order: ORDER_MESSAGES,
  deal: DEAL_MESSAGES,
  pincode: PINCODE_MESSAGES,
  creative: CREATIVE_MESSAGES,
  quickPrice: QUICK_PRICE_MESSAGES,
  address: ADDRESS_MESSAGES,
  review: REVIEW_MESSAGES,
  list: LIST_MESSAGES,
  internal: "Internal error",
  unavailable: "Service temporarily unavailable, please retry",
} as const;
