// Delivery slots' front door: the slots customers may choose (time, lead time, capacity), staff's
// capacity settings, and the checks checkout makes when a payment starts and when it arrives.
export { deliverySlotsRoutes } from "./delivery-slots-routes.ts";
export { checkSlotOpenWith, holdSlotPlace, slotStandingWith, uncountedSlotStanding, type SlotRequest } from "./slot-capacity-use-cases.ts";
