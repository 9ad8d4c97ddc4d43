/**
 * The texts the storefront's first screen can show (sign-in, basket, location, empty lists), in a
 * module of their own: the rest of MESSAGES (admin, checkout) then stays out of the home page's
 * first download, because the bundler splits by module.
 */
export const AUTH_MESSAGES = {
  signedUp: "Signed up successfully",
  loggedIn: "Logged in successfully",
  loggedOut: "Successfully logged out",
  signupFailed: "Signup failed",
  loginFailed: "Login failed",
  networkError: "An error occurred. Please try again.",
  socialFailed: "Error while signup.",
  passwordRule: "Password must be at least 8 characters, with uppercase, lowercase, number, and special character.",
  ageRule: "Enter valid age",
  googleConnected: "Google is connected to your account",
  currentPasswordRequired: "Please enter your current password to set a new one",
} as const;

export const CART_MESSAGES = {
  loginToAdd: "Login in to add to basket",
  updateFailed: "Failed to update cart",
  removeFailed: "Failed to remove from cart",
  updated: "Updated the cart",
  empty: "There are no products in the basket.",
  wholeQuantity: "Quantity must be a whole number",
  tooMany: "You can add at most 20 of one item",
} as const;

export const LOCATION_MESSAGES = {
  serviceable: "Awesome! We serve in your city.",
  notServiceable: "Sorry! We do not serve in your city yet.",
} as const;

export const LIST_MESSAGES = { noProducts: "No products found.", noOrders: "No orders found." } as const;

/** "We don't deliver to 110001 yet": shown on every page and by ADD for an unserved choice. */
export function notDeliveredMessage(pincode: string): string {
  return `We don't deliver to ${pincode} yet`;
}
