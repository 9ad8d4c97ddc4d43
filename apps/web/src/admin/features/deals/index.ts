// The deals feature as the rest of the staff screens see it (everything else in this folder is its own).
export { DealsOfTheDay, useDealCheckboxes } from "./components/deals-of-the-day.tsx";
