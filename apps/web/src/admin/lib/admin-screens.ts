import { ROLES_FOR, type StaffRole } from "@taaza/domain";

/**
 * The staff screens in the menu, each with the roles whose work it is: the same groups the
 * server's routes declare (ROLES_FOR), so nobody is shown a screen that would answer 403.
 * A rider has no admin menu at all: their screen is /rider.
 */
export const ADMIN_SCREENS: readonly { to: string; label: string; roles: readonly StaffRole[]; end?: true }[] = [
  { to: "/admin", label: "Dashboard", roles: ROLES_FOR.office, end: true },
  { to: "/admin/products", label: "Products", roles: ROLES_FOR.office },
  { to: "/admin/customer-orders", label: "Orders", roles: ROLES_FOR.office },
  { to: "/admin/packing", label: "Packing", roles: ROLES_FOR.floor },
  { to: "/admin/dispatch", label: "Dispatch", roles: ROLES_FOR.floor },
  { to: "/admin/stock", label: "Stock", roles: ROLES_FOR.floor },
  { to: "/admin/issues", label: "Issues", roles: ROLES_FOR.office },
  { to: "/admin/customers", label: "Customers", roles: ROLES_FOR.office },
  { to: "/admin/quick-pricing", label: "Quick Pricing", roles: ROLES_FOR.office },
  { to: "/admin/delivery-pricing", label: "Delivery Pricing", roles: ROLES_FOR.owner },
  { to: "/admin/delivery-slots", label: "Delivery Slots", roles: ROLES_FOR.office },
  { to: "/admin/offers", label: "Offers", roles: ROLES_FOR.office },
  { to: "/admin/creatives", label: "Creatives", roles: ROLES_FOR.office },
  { to: "/admin/accounts", label: "Accounts", roles: ROLES_FOR.owner },
  { to: "/admin/ledger", label: "Ledger", roles: ROLES_FOR.office },
  { to: "/admin/outbox", label: "Outbox", roles: ROLES_FOR.office },
  { to: "/admin/staff", label: "Staff", roles: ROLES_FOR.owner },
  { to: "/admin/audit", label: "Audit log", roles: ROLES_FOR.owner },
];

export function screensFor(role: StaffRole) {
  return ADMIN_SCREENS.filter((screen) => screen.roles.includes(role));
}

/** Where a role lands on /admin: its first screen (a packer's is packing), a rider's own screen. */
export function homeOf(role: StaffRole): string {
  if (role === "rider") return "/rider";
  return screensFor(role)[0]?.to ?? "/admin";
}
