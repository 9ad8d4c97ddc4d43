/**
 * The texts of placing and following an order and of the address book (spec sections 5 and 8),
 * in a module of their own: the checkout and account pages download them, the home page does not.
 * The server reads them through MESSAGES.
 */
export const ORDER_MESSAGES = {
  statusChanged: "Changed the status of order",
  statusFailed: "Error changing the status of order",
  placed: "Order successfully placed",
  paymentInitFailed: "Failed to initiate payment. Please try again.",
  paymentVerifyFailed: "Payment verification failed!",
  emptyCartFailed: "Error emptying cart.",
  selectSlot: "Please select a time slot before proceeding with the payment.",
  addAddress: "Add address to continue",
  codNotServiceable: "COD is currently not Serviceable",
  noOrders: "No orders found.",
  badStatus: "Status must be Pending, Delivered or Canceled",
} as const;

export const ADDRESS_MESSAGES = {
  added: "Address added successfully",
  updated: "Address updated successfully",
  deleted: "Address deleted successfully",
  addFailed: "Error adding address",
  updateFailed: "Error updating address",
  deleteFailed: "Error deleting the address",
  refetchFailed: "Error fetching updated user data",
  firstNameLetters: "First name must contain only letters",
  lastNameLetters: "Last name must contain only letters",
  phoneDigits: "Phone number must be exactly 10 digits",
  notServiceable: "Entered pincode is not serviceable",
  tooMany: "Cannot add more than 3 addresses",
} as const;

/** Checkout refuses a basket holding items that cannot be bought now, and names them. */
export function unavailableItemsMessage(names: readonly string[]): string {
  return `Some items in your basket are unavailable: ${names.join(", ")}. Please remove them to continue.`;
}

/** The 90-minute slot asked for while riders are not out (DELIVERY_HOURS, India time). */
export function expressClosedMessage(hours: string): string {
  const [opens, closes] = hours.split("-");
  return `Express delivery in 90 minutes is available between ${opens} and ${closes} only. Please choose a slot.`;
}

/** "Please fill out the {field}" from spec section 5, for address fields. */
export function fillOutMessage(field: string): string {
  return `Please fill out the ${field}`;
}
