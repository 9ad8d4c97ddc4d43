import { createContext, useContext } from "react";

export type LocationPopupControls = { open: () => void };

export const LocationPopupContext = createContext<LocationPopupControls | null>(null);

/** Opens the delivery-location popup from anywhere below LocationPopupProvider. */
export function useLocationPopup(): LocationPopupControls {
  const controls = useContext(LocationPopupContext);
  if (!controls) throw new Error("useLocationPopup must be used inside <LocationPopupProvider>");
  return controls;
}
