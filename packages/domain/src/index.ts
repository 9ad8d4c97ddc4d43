export * from "./money.ts";
export * from "./price.ts";
export * from "./messages.ts";
export * from "./ids.ts";
export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./delivery.ts";
export * from "./images.ts";
