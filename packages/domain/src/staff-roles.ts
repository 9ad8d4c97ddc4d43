/**
 * The delivery team's roles (issue 29). A staff account (userType Admin) has one: the owner does
 * everything, a manager runs orders, refunds, the catalog, stock, slots and messages, a packer
 * packs and dispatches and enters stock, a rider sees only the deliveries given to them.
 */
export const STAFF_ROLES = ["owner", "manager", "packer", "rider"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
