import { AUTH_MESSAGES, CART_MESSAGES, LIST_MESSAGES, LOCATION_MESSAGES } from "./storefront-messages.ts";

/**
 * Every text the spec names (sections 5 and 8), in one place, so the server's errors and the
 * browser's toasts can never drift apart. The storefront's own areas (sign-in, basket, location,
 * lists) live in storefront-messages.ts so the home page does not download the rest.
 */
export const MESSAGES = {
  auth: AUTH_MESSAGES,
  cart: CART_MESSAGES,
  location: LOCATION_MESSAGES,
  product: {
    added: "Product added successfully",
    addFailed: "Error adding the product",
    updated: "Product updated successfully",
    updateFailed: "Error updating the product",
    updateFailedShort: "Error updating product",
    name: "Please enter a valid product name",
    defaultPrice: "Please enter a valid default price",
    salePrice: "Sale price must be a number and less than the default price",
    weight: "Please enter a valid weight",
    description: "Please enter a valid description",
    category: "Please select a category",
    productTag: "Please enter a valid product tag",
    note: "Please enter a valid note",
    imageRequired: "Please upload at least one product image",
    tooManyImages: "You can only upload up to 3 images.",
  },
  category: {
    added: "Category added successfully",
    addFailed: "Error adding category",
    nameRequired: "Please enter a category name",
  },
  productTag: {
    added: "Product Tag added successfully",
    addFailed: "Error adding product tag",
    nameRequired: "Please enter a product tag",
  },
  order: {
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
  },
  deal: {
    limit: "Only 4 products are acceptable for fish of the day.",
  },
  pincode: {
    added: "Added pincode successfully",
    addFailed: "Error adding pincode",
    updated: "Pincode updated successfully",
    updateFailed: "Error updating the pincode",
    sixDigits: "Please enter a valid 6-digit pincode.",
    nameRequired: "Please enter the area name",
    charges: "Delivery charges must be a number of rupees, 0 or more",
  },
  creative: {
    added: "Creative added successfully",
    addFailed: "Error adding the creative",
    deleted: "Creative deleted successfully",
    deleteFailed: "Error deleting the creative",
    badTag: "Please choose the desktop or mobile group",
  },
  quickPrice: { updated: "Data updated successfully", failed: "Error updating data" },
  address: {
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
  },
  review: {
    added: "Review added successfully.",
    loading: "Loading reviews...",
    fetchFailed: "Error: Failed to fetch reviews",
    none: "No reviews yet...",
    tooManyImages: "You can upload up to 3 images",
    rating: "Please choose a rating from 1 to 5",
  },
  list: LIST_MESSAGES,
  internal: "Internal error",
  unavailable: "Service temporarily unavailable, please retry",
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
