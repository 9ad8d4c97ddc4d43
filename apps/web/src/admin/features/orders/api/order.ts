import type { Order } from "@taaza/domain";

/** An order as GET /api/admin/orders sends it: the domain's one definition (docs/api/admin.md). */
export type AdminOrder = Order;
