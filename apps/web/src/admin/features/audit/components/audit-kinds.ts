/** The kinds of things the audit log records, as the filter names them. */
export const AUDIT_KINDS = [
  { entity: "order", label: "Orders" },
  { entity: "product", label: "Products, prices and stock" },
  { entity: "category", label: "Categories" },
  { entity: "productTag", label: "Product tags" },
  { entity: "deal", label: "Deals of the day" },
  { entity: "creative", label: "Banners" },
  { entity: "coupon", label: "Coupons" },
  { entity: "pincode", label: "Delivery locations" },
  { entity: "slot-settings", label: "Slot settings" },
  { entity: "slot-override", label: "Slot capacity on a date" },
  { entity: "closed-date", label: "Closed dates" },
  { entity: "settings", label: "Shop settings" },
  { entity: "issue", label: "Customer issues" },
  { entity: "staff", label: "Staff accounts" },
] as const;

export function kindLabel(entity: string): string {
  return AUDIT_KINDS.find((kind) => kind.entity === entity)?.label ?? entity;
}
