// The shop's schema: every module's tables, gathered for drizzle-kit (drizzle.config.ts), the seed
// and tests. The only place that names them all; a module reads and writes its own tables, and
// reads that join several owners' tables live in src/read-models.
export * from "../../modules/accounts/accounts-tables.ts";
export * from "../../modules/addresses/addresses-tables.ts";
export * from "../../modules/basket/basket-tables.ts";
export * from "../../modules/billing/billing-tables.ts";
export * from "../../modules/catalog/catalog-tables.ts";
export * from "../../modules/checkout/checkout-tables.ts";
export * from "../../modules/delivery/delivery-tables.ts";
export * from "../../modules/delivery-slots/delivery-slots-tables.ts";
export * from "../../modules/issues/issues-tables.ts";
export * from "../../modules/messages/messages-tables.ts";
export * from "../../modules/orders/orders-tables.ts";
export * from "../../modules/payments/payments-tables.ts";
export * from "../../modules/privacy/privacy-tables.ts";
export * from "../../modules/ratings/ratings-tables.ts";
export * from "../../modules/refunds/refunds-tables.ts";
export * from "../../modules/reports/reports-tables.ts";
export * from "../../modules/reviews/reviews-tables.ts";
export * from "../../modules/stock/stock-tables.ts";
export * from "../../modules/storefront-content/storefront-content-tables.ts";
export * from "../../modules/audit/audit-tables.ts";
export * from "../../modules/fulfilment/fulfilment-tables.ts";
export * from "../../modules/promotions/promotions-tables.ts";
