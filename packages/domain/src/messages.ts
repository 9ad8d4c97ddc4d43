/**
 * Every text the spec names (sections 5 and 8), in one place, so the server's errors and the
 * browser's toasts can never drift apart.
 */
export const MESSAGES = {
  auth: {
    signedUp: "Signed up successfully",
    loggedIn: "Logged in successfully",
    loggedOut: "Successfully logged out",
    signupFailed: "Signup failed",
    loginFailed: "Login failed",
    networkError: "An error occurred. Please try again.",
    socialFailed: "Error while signup.",
    badCredentials: "Invalid email or password",
    emailTaken: "An account with this email already exists",
    adminSignupRefused: "Admin accounts cannot be created by sign-up",
    tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
    notSignedIn: "Please log in to continue",
    forbidden: "You are not allowed to do this",
    sessionExpired: "Your session has expired. Please log in again.",
    passwordRule:
      "Password must be at least 8 characters, with uppercase, lowercase, number, and special character.",
    ageRule: "Enter valid age",
  },
  cart: {
    loginToAdd: "Login in to add to basket",
    updateFailed: "Failed to update cart",
    removeFailed: "Failed to remove from cart",
    updated: "Updated the cart",
    empty: "There are no products in the basket.",
    wholeQuantity: "Quantity must be a whole number",
    tooMany: "You can add at most 20 of one item",
    unavailable: "This product is currently unavailable",
    adminNoBasket: "Admins do not have a basket",
    lineNotFound: "Cart item not found",
  },
  location: {
    serviceable: "Awesome! We serve in your city.",
    notServiceable: "Sorry! We do not serve in your city yet.",
  },
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
    notFound: "Product not found",
  },
  category: { added: "Category added successfully", addFailed: "Error adding category" },
  productTag: { added: "Product Tag added successfully", addFailed: "Error adding product tag" },
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
    emptyBasket: "Your basket is empty",
    slotGone: "This delivery slot is no longer available. Please choose another.",
    amountChanged: "Your basket has changed. Please review the new total.",
    basketChangedAfterPayment:
      "Your basket changed after payment started. You have not been charged for the new items; please contact us.",
    paymentNotFound: "Payment not found",
    paymentFailed: "Payment failed. You have not been charged.",
    notFound: "Order not found",
    createdByPayment: "Orders are created when a payment is verified",
    webhookSignature: "Invalid webhook signature",
  },
  deal: { limit: "Only 4 products are acceptable for fish of the day." },
  pincode: {
    added: "Added pincode successfully",
    addFailed: "Error adding pincode",
    updated: "Pincode updated successfully",
    updateFailed: "Error updating the pincode",
    sixDigits: "Please enter a valid 6-digit pincode.",
  },
  creative: {
    added: "Creative added successfully",
    addFailed: "Error adding the creative",
    deleted: "Creative deleted successfully",
    deleteFailed: "Error deleting the creative",
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
    tagUsed: "This address tag is already used",
    notFound: "Address not found",
    adminNoAddresses: "Admins do not have addresses",
  },
  review: {
    added: "Review added successfully.",
    loading: "Loading reviews...",
    fetchFailed: "Error: Failed to fetch reviews",
    none: "No reviews yet...",
  },
  list: { noProducts: "No products found.", noOrders: "No orders found." },
  internal: "Internal error",
} as const;

/** Checkout refuses a basket holding items that cannot be bought now, and names them. */
export function unavailableItemsMessage(names: readonly string[]): string {
  return `Some items in your basket are unavailable: ${names.join(", ")}. Please remove them to continue.`;
}

/** "Please fill out the {field}" from spec section 5, for address fields. */
export function fillOutMessage(field: string): string {
  return `Please fill out the ${field}`;
}
