// The addresses feature as the rest of the app sees it (everything else in this folder is its own).
export { AddressBook } from "./components/address-book.tsx";
export { AddressLines } from "./components/address-card.tsx";
