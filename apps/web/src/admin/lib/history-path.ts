/** Where a product's or an order's own history is: the audit log filtered to it. */
export function historyPath(entity: "product" | "order", entityId: string): string {
  return `/admin/audit?${new URLSearchParams({ entity, entityId }).toString()}`;
}
