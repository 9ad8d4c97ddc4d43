import type { StaffRole } from "@taaza/domain";

/** What each role is called on the staff screens, and what it may do. */
export const ROLE_NAMES: Record<StaffRole, { name: string; can: string }> = {
  owner: { name: "Owner", can: "Everything, including staff accounts and the audit log" },
  manager: { name: "Manager", can: "Orders, refunds, products, prices, stock, slots and messages" },
  packer: { name: "Packer", can: "Packing, dispatch and stock entry" },
  rider: { name: "Rider", can: "Only the deliveries given to them" },
};
