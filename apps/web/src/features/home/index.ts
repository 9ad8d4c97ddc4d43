// The home feature as the rest of the app sees it (everything else in this folder is its own).
export { requestCreativesEarly } from "./api/get-creatives.ts";
export { BANNER_SIZES, MOBILE_BANNERS } from "./banner-layout.ts";
export { HomeView } from "./components/home-view.tsx";
export { HomeShelves } from "./components/home-shelves.tsx";
