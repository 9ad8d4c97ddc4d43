// The location feature as the rest of the app sees it (everything else in this folder is its own).
export { HeaderPincode } from "./components/header-pincode.tsx";
export { LocationPopupProvider } from "./components/location-popup-provider.tsx";
export { UnservedNotice } from "./components/unserved-notice.tsx";
