import type { Address } from "@taaza/domain";
import { AddressBook, AddressLines } from "../features/addresses/index.ts";
import { openBasketPanel } from "../features/basket/index.ts";
import { CheckoutFlow, type CheckoutAddressBook } from "../features/checkout/index.ts";
import { rememberOrder } from "../features/orders/index.ts";
import "./page.css";

const addressBook = (book: CheckoutAddressBook) => <AddressBook {...book} />;
const addressLines = (address: Address) => <AddressLines address={address} />;

/** /checkout: the checkout's steps, with the customer's address book, basket and orders. */
export default function CheckoutPage() {
  return (
    <CheckoutFlow renderAddressBook={addressBook} renderAddress={addressLines} onOpenBasket={openBasketPanel} onPlaced={rememberOrder} />
  );
}
