/** Spec section 9: admin orders and customers switch to their phone layout at 450px or less. */
export const ADMIN_PHONE_QUERY = "(max-width: 450px)";
