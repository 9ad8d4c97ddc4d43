import { defineMessages } from "../i18n.ts";

/** /about-us, "Why Us": the shop's story and its four promises. */
export const aboutText = defineMessages("about", {
  description:
    "Why Mumbai and Pune buy their fish and meat from Taaza: fresh, never frozen, cleaned and cut to order, delivered in 90 minutes.",
  title: "The fish counter you trust, at your door",
  intro:
    "Taaza started as one counter near Sassoon Dock in Colaba. Our customers kept asking if we could deliver, so we did, first to our neighbours and now across Mumbai, Thane, Navi Mumbai and Pune. The promise has not changed: the fish you cook tonight was in the sea this morning.",
  heroAlt: "The Taaza counter: the day's catch on ice beside fresh cuts of mutton and chicken",
  freshTitle: "Fresh, never frozen",
  freshText:
    "Fish comes off the boats at Sassoon Dock and Versova before dawn; chicken and mutton come from farms we visit ourselves. What we do not sell today, we do not sell tomorrow.",
  cutTitle: "Cleaned and cut for you",
  cutText:
    "Every order is cleaned, scaled and cut by hand, the way your recipe needs it: curry cut, steaks, fillets or whole. Weighed to the gram, priced by the gram.",
  fastTitle: "At your door in 90 minutes",
  fastText:
    "Order before 6 PM for delivery within 90 minutes, or choose a two-hour slot today or tomorrow. Packed cold so it arrives as fresh as it left our counter.",
  honestTitle: "Honest, or your money back",
  honestText:
    "No preservatives, no added water, no surprises. If something is not right, tell us within 2 hours of delivery and we replace it or refund you.",
  crowdTitle: "Cooking for a crowd?",
  crowdText: "Weddings, restaurants and housing society orders get special prices and a dedicated delivery slot.",
  bulkCta: "Place a bulk order",
});
