// Delivery slots' front door: the slots customers may choose (time, lead time, capacity), staff's
// capacity settings, and the checks checkout makes when a payment starts and when it arrives.
export { deliverySlotsRoutes } from "./delivery-slots-routes.ts";
export {
  capacitySettingsFromJson,
  checkSlotOpen,
  checkSlotOpenWith,
  holdSlotPlace,
  slotStandingAtPayment,
  slotStandingWith,
  uncountedSlotStanding,
  type SlotRequest,
} from "./slot-capacity-use-cases.ts";
export { capacitySettingsJsonOf } from "./slot-capacity-repository.ts";
