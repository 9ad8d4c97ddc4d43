/**
 * Words only the server says. The browser shows them exactly as the server sends them (`{ error }`),
 * so they live apart from MESSAGES and stay out of the page's JavaScript; tests import them from here.
 */
export const SERVER_MESSAGES = {
  auth: {
    badCredentials: "Invalid email or password",
    emailTaken: "An account with this email already exists",
    adminSignupRefused: "Admin accounts cannot be created by sign-up",
    tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
    notSignedIn: "Please log in to continue",
    forbidden: "You are not allowed to do this",
    sessionExpired: "Your session has expired. Please log in again.",
    googleLinkRequired: "This email already has an account. Sign in with your password, then connect Google from My Account.",
    googleAlreadyConnected: "Google is already connected to this account",
    googleTakenElsewhere: "This Google account is already connected to another account",
    googleEmailMismatch: "Connect the Google account that uses this account's email",
    googleStaffRefused: "Staff sign in with their password only",
    tooManyFailedLogins: "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
    tooManySignUps: "Too many sign-ups with this email. Please wait 15 minutes and try again.",
    currentPasswordWrong: "Your current password is not correct",
  },
  liveOrders: {
    tooManyStreams: "Too many live order screens are open for this account. Close one and try again.",
  },
  order: {
    emptyBasket: "Your basket is empty",
    slotGone: "This delivery slot is no longer available. Please choose another.",
    slotFull: "This delivery slot is full. Please choose another.",
    amountChanged: "Your basket has changed. Please review the new total.",
    paymentNotFound: "Payment not found",
    paymentFailed: "Payment failed. You have not been charged.",
    notFound: "Order not found",
    createdByPayment: "Orders are created when a payment is verified",
    webhookSignature: "Invalid webhook signature",
    paymentNotCaptured: "We could not confirm your payment. If money was taken, it will be refunded automatically.",
    paymentConfirmLater: "We could not confirm your payment yet. Please try again in a moment.",
  },
  cart: {
    unavailable: "This product is currently unavailable",
    adminNoBasket: "Admins do not have a basket",
    lineNotFound: "Cart item not found",
    variantNotFound: "This cut or pack is no longer sold. Please choose another.",
    variantOfOtherProduct: "This cut or pack belongs to another product",
  },
  product: {
    notFound: "Product not found",
    keptImages: "Images to keep must be this product's current images",
    variantsText: "Variants must be a list of rows",
  },
  category: {
    exists: "Category already exists",
  },
  productTag: {
    exists: "Product tag already exists",
  },
  deal: {
    notEligible: "Only in-stock products can be a deal of the day",
    duplicate: "This product is already a deal of the day",
    removed: "Removed from the deals of the day",
    notFound: "Deal not found",
  },
  pincode: {
    exists: "This pincode already exists",
    notFound: "Pincode not found",
    inUse: "This pincode is used by a customer's saved address, so it cannot be deleted. Switch it off instead.",
    deleted: "Pincode deleted",
  },
  creative: {
    groupFull: "A carousel group can hold at most 4 images",
    fileRequired: "Please choose an image",
    oneFile: "Please choose one image at a time",
    notFound: "Creative not found",
  },
  address: {
    tagUsed: "This address tag is already used",
    notFound: "Address not found",
    adminNoAddresses: "Admins do not have addresses",
  },
  review: {
    empty: "Write a review or add a photo",
    tooLong: "A review can be at most 2000 characters",
    customersOnly: "Only customers can post reviews",
    wrongFileField: "Send review photos in the reviewImages (or review) field",
  },
  request: { nulCharacter: "The request contains a NUL character (\\u0000), which is not allowed" },
} as const;
