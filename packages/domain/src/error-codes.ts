import { AUTH_MESSAGES, CART_MESSAGES, LIST_MESSAGES, LOCATION_MESSAGES } from "./storefront-messages.ts";
import { MESSAGES } from "./messages.ts";
import { SERVER_MESSAGES } from "./server-messages.ts";
import { REFUND_MESSAGES } from "./refund-messages.ts";
import { UPLOAD_MESSAGES } from "./upload-rules.ts";
import { FLASH_DEAL_MESSAGES } from "./flash-deals.ts";
import { BANNER_MESSAGES } from "./banners.ts";
import { ORDER_FILTER_MESSAGES } from "./admin.ts";
import { PRICE_SHEET_MESSAGES, PRODUCT_DETAIL_MESSAGES, PRODUCT_TAX_MESSAGES } from "./product-form.ts";
import { ACCOUNT_EMAIL_MESSAGES } from "./account-emails.ts";
import { DATE_INPUT_MESSAGES } from "./date-inputs.ts";
import { STOCK_MESSAGES } from "./stock-admin.ts";
import { CARE_MESSAGES } from "./care.ts";
import { TEAM_MESSAGES } from "./team.ts";
import { PROMOTION_MESSAGES } from "./promotions.ts";
import { NOTIFICATION_MESSAGES } from "./notifications.ts";
import { REFUND_LINES_MESSAGES } from "./refund-lines.ts";
import { DEMAND_MESSAGES } from "./demand-contact.ts";
import { PINCODE_IMPORT_MESSAGES } from "./pincode-import.ts";
import { SLOT_CLOSING_MESSAGES } from "./delivery-capacity.ts";

/**
 * Stable error codes for the server's `{ error, code }` answers (docs/decisions/016-languages.md).
 * Every message the server can send already lives in this package; its code is its key path
 * ("auth.badCredentials", "order.slotFull"), so the browser can show it in the customer's
 * language while `error` stays the spec's English text. Server-only module: the web app only
 * reads codes from answers.
 */
const SOURCES: Record<string, object> = {
  // The storefront's own groups first: where two groups hold the same text, the first code wins.
  auth: AUTH_MESSAGES,
  cart: CART_MESSAGES,
  location: LOCATION_MESSAGES,
  list: LIST_MESSAGES,
  server: SERVER_MESSAGES,
  messages: MESSAGES,
  refund: REFUND_MESSAGES,
  upload: UPLOAD_MESSAGES,
  flashDeal: FLASH_DEAL_MESSAGES,
  banner: BANNER_MESSAGES,
  orderFilter: ORDER_FILTER_MESSAGES,
  productDetail: PRODUCT_DETAIL_MESSAGES,
  productTax: PRODUCT_TAX_MESSAGES,
  accountEmail: ACCOUNT_EMAIL_MESSAGES,
  dateInput: DATE_INPUT_MESSAGES,
  stock: STOCK_MESSAGES,
  care: CARE_MESSAGES,
  team: TEAM_MESSAGES,
  promotion: PROMOTION_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  refundLines: REFUND_LINES_MESSAGES,
  demand: DEMAND_MESSAGES,
  pincodeImport: PINCODE_IMPORT_MESSAGES,
  slotClosing: SLOT_CLOSING_MESSAGES,
  priceSheet: { rows: PRICE_SHEET_MESSAGES.rows, unknown: PRICE_SHEET_MESSAGES.unknown },
};

/** Groups whose key paths are already complete ("order.slotFull"), not a prefix plus a key. */
const NESTED = new Set(["server", "messages", "refund"]);

function collect(into: Map<string, string>, prefix: string, value: unknown): void {
  if (typeof value === "string") {
    if (!into.has(value)) into.set(value, prefix);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, inner] of Object.entries(value)) collect(into, prefix ? `${prefix}.${key}` : key, inner);
}

let byText: Map<string, string> | undefined;

/** Every fixed message's text mapped to its code. */
export function errorCodesByText(): ReadonlyMap<string, string> {
  if (!byText) {
    byText = new Map();
    for (const [group, messages] of Object.entries(SOURCES)) collect(byText, NESTED.has(group) ? "" : group, messages);
  }
  return byText;
}

/** Messages built from a pattern (messages.ts, storefront-messages.ts) and their parameters. */
const PATTERNS: { code: string; pattern: RegExp; params: string[] }[] = [
  {
    code: "order.unavailableItems",
    pattern: /^Some items in your basket are unavailable: (.+)\. Please remove them to continue\.$/,
    params: ["names"],
  },
  {
    code: "order.expressClosed",
    pattern: /^Express delivery in 90 minutes is available between (\S+) and (\S+) only\. Please choose a slot\.$/,
    params: ["opens", "closes"],
  },
  { code: "priceSheet.row", pattern: /^Row (\d+): (.+)$/, params: ["row", "message"] },
  { code: "order.stockShortToday", pattern: /^Only (.+) of (.+) left for today\. Please change the quantity\.$/, params: ["left", "name"] },
  {
    code: "order.stockShortTomorrow",
    pattern: /^Only (.+) of (.+) left for tomorrow\. Please change the quantity\.$/,
    params: ["left", "name"],
  },
  { code: "order.stockSoldOutToday", pattern: /^(.+) is sold out for today\. Please remove it or choose another day\.$/, params: ["name"] },
  {
    code: "order.stockSoldOutTomorrow",
    pattern: /^(.+) is sold out for tomorrow\. Please remove it or choose another day\.$/,
    params: ["name"],
  },
  {
    code: "stock.belowHeld",
    pattern: /^(\d+) g of this product are already held by orders for that date; stock cannot be less$/,
    params: ["held"],
  },
  {
    code: "stock.retakeShort",
    pattern:
      /^Not enough (.+) in stock to take this order back: it needs (\d+) g and (\d+) g are left for its date\. Raise the stock first\.$/,
    params: ["name", "need", "left"],
  },
  {
    code: "promotion.minBasket",
    pattern: /^Add (₹[\d,.]+) more to use this code \(minimum basket (₹[\d,.]+)\)$/,
    params: ["missing", "minimum"],
  },
  { code: "location.notDelivered", pattern: /^We don't deliver to (\d{6}) yet$/, params: ["pincode"] },
  { code: "address.fillOut", pattern: /^Please fill out the (.+)$/, params: ["field"] },
  { code: "request.invalidField", pattern: /^Invalid ([\w.]+)$/, params: ["field"] },
];

/** Codes of the server's own request errors (error-handler.ts), beside the domain's messages. */
export const REQUEST_ERROR_CODES = {
  "Invalid request": "request.invalid",
  "The request body is not valid JSON": "request.badJson",
  "The request body is too large": "request.tooLarge",
  "Unsupported content type": "request.unsupportedType",
} as const;

export type ErrorCode = { code: string; params?: Record<string, string> };

/** The code (and any parameters) of an error text, or null for a text the shop does not know. */
export function errorCodeOf(text: string): ErrorCode | null {
  const fixed = errorCodesByText().get(text) ?? (REQUEST_ERROR_CODES as Record<string, string>)[text];
  if (fixed) return { code: fixed };
  for (const { code, pattern, params } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(params.map((name, i) => [name, match[i + 1] ?? ""])) };
  }
  return null;
}

/** Every code, fixed and patterned: what a complete server catalogue must translate. */
export function allErrorCodes(): string[] {
  return [...new Set([...errorCodesByText().values(), ...Object.values(REQUEST_ERROR_CODES), ...PATTERNS.map((p) => p.code)])];
}

/** The parameters a patterned code carries ("order.unavailableItems" carries `names`). */
export function errorCodeParams(code: string): readonly string[] {
  return PATTERNS.find((p) => p.code === code)?.params ?? [];
}
