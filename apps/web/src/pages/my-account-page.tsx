import type { Address } from "@taaza/domain";
import { AccountView } from "../features/account/index.ts";
import { AddressBook } from "../features/addresses/index.ts";
import { useLogout } from "../features/auth/index.ts";
import { OrderList } from "../features/orders/index.ts";
import { useShop } from "../features/shop/index.ts";
import "./page.css";

const addressBook = (addresses: readonly Address[]) => <AddressBook addresses={addresses} allowDelete />;

/** /myaccount: the account's profile, with the customer's orders and address book, and Logout. */
export default function MyAccountPage() {
  const { logOut, isLoggingOut } = useLogout();
  const googleClientId = useShop().data?.googleClientId ?? null;
  return (
    <AccountView
      logOut={() => void logOut()}
      isLoggingOut={isLoggingOut}
      googleClientId={googleClientId}
      orders={<OrderList />}
      renderAddresses={addressBook}
    />
  );
}
