// The shop feature as the rest of the app sees it (everything else in this folder is its own).
export { useShop, type ShopInfo } from "./api/get-shop.ts";
export { BulkOrderOptions } from "./components/bulk-order-options.tsx";
export { NeedHelp } from "./components/need-help.tsx";
export { mailtoHref, telHref, whatsappHref } from "./contact-links.ts";
