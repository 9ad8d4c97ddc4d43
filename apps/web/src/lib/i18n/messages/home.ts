import { defineMessages } from "../i18n.ts";

/** The home page: its sections, banners, countdown and the About Us teaser. */
export const homeText = defineMessages("home", {
  heading: "Taaza: fresh fish, prawns, crab, chicken and mutton delivered in Maharashtra",
  loadFailed: "We couldn't load these products. Please check your connection and try again.",
  shopByCategory: "Shop by Category",
  bestSellers: "Best Sellers",
  bestSellersLede: "What Mumbai and Pune order most, in stock now.",
  shopByPrice: "Shop by Price",
  flashDeals: "Flash Deals",
  endsIn: "Ends in",
  todaysCatch: "Today's catch",
  todaysCatchLede: "In this morning, from the auction to our counter.",
  dealOfTheDay: "Deal of the Day",
  dealLede: "Hand-picked by our fishmongers from today's catch.",
  aboutUs: "About Us",
  aboutImage: "The Taaza counter: the day's catch on ice beside fresh cuts of mutton and chicken",
  aboutStory:
    "Taaza began at a fish counter near Sassoon Dock, with a simple idea: the fish you cook tonight should have been in the sea this morning. Today we bring that counter to your door across Mumbai, Thane, Navi Mumbai and Pune.",
  aboutPromise:
    "Every order is cleaned and cut by hand to the cut you choose, weighed to the gram, packed cold and delivered within 90 minutes or in the slot you pick. No frozen stock, no preservatives, and if something is not right, tell us and we make it right.",
  whyChoose: "Why choose Taaza",
  offers: "Offers",
  slideOf: "{index} of {count}",
  playBanners: "Play banners",
  pauseBanners: "Pause banners",
  showBanner: "Show banner {index}",
});
