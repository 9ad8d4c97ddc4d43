import { defineMessages } from "../i18n.ts";

/**
 * Where the customer is: the location popup, the notice for a pincode the shop does not serve, and
 * its "Tell me when you deliver here" form (issue 33). Loaded with them, not with the first screen.
 */
export const locationText = defineMessages("location", {
  locationTitle: "Choose Delivery Location",
  locationLede: "We deliver fresh fish and meat across Mumbai, Thane, Navi Mumbai and Pune.",
  pincode: "Pincode",
  pincodePlaceholder: "Enter your city's PINCODE",
  pincodeExample: "For example {pincode} (Fort, Mumbai)",
  pincodeCheckFailed: "We couldn't check this pincode just now. Please try again.",
  checking: "Checking…",
  continue: "Continue",
  serviceable: "Awesome! We serve in your city.",
  notServiceable: "Sorry! We do not serve in your city yet.",
  sixDigits: "Please enter a valid 6-digit pincode.",
  stillBrowse: "{notDelivered}. You can still browse; choose a pincode we serve to order.",
  changePincode: "Change pincode",
  demandTitle: "Tell me when you deliver here",
  demandPlaceholder: "Email or 10-digit mobile number",
  demandSubmit: "Notify me",
  demandInvalid: "Please enter an email address or a 10-digit mobile number",
  demandThanks: "Thank you. We will tell you when we start delivering to {pincode}.",
});
