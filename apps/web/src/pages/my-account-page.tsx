import { ErrorState } from "../components/ui/list-state.tsx";
import { useCurrentUser } from "../features/auth/api/get-current-user.ts";
import { useSession } from "../features/auth/hooks/use-session.ts";
import { useAuthPanel } from "../features/auth/hooks/use-auth-panel.ts";
import { useLogout } from "../features/auth/hooks/use-logout.ts";
import { ProfileForm } from "../features/account/components/profile-form.tsx";
import { AddressBook } from "../features/addresses/components/address-book.tsx";
import { OrderList } from "../features/orders/components/order-list.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./my-account-page.css";

/** /myaccount: profile, addresses and orders (customers only), and Logout. */
export default function MyAccountPage() {
  useDocumentTitle("My account");
  const session = useSession();
  const authPanel = useAuthPanel();
  const { logOut, isLoggingOut } = useLogout();
  const user = useCurrentUser();

  if (!session) {
    return (
      <div className="container page">
        <h1 className="page__title">My account</h1>
        <p className="page__text">Sign in to see your account.</p>
        <div>
          <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin")}>
            Sign In
          </button>
        </div>
      </div>
    );
  }

  const isAdmin = session.user.userType === "Admin";

  return (
    <div className="container page account">
      <div className="account__head">
        <div>
          <h1 className="page__title">My account</h1>
          <p className="page__text">Hello, {user.data?.username ?? session.user.username}.</p>
        </div>
        <button type="button" className="btn btn--secondary" onClick={() => void logOut()} disabled={isLoggingOut}>
          Logout
        </button>
      </div>

      {user.isPending ? (
        <div className="account__grid" role="status" aria-busy="true">
          <span className="visually-hidden">Loading your account…</span>
          <span className="skeleton account__skeleton" aria-hidden="true" />
          <span className="skeleton account__skeleton" aria-hidden="true" />
        </div>
      ) : user.isError ? (
        <ErrorState message="We couldn't load your account. Please try again." onRetry={() => void user.refetch()} />
      ) : (
        <div className={isAdmin ? "account__grid account__grid--single" : "account__grid"}>
          <section className="account__card" aria-labelledby="account-profile">
            <h2 id="account-profile" className="account__section-title">
              Profile
            </h2>
            <ProfileForm session={session} user={user.data} />
          </section>

          {!isAdmin && (
            <div className="account__side">
              <section className="account__card" aria-labelledby="account-addresses">
                <h2 id="account-addresses" className="account__section-title">
                  Addresses
                </h2>
                <AddressBook addresses={user.data.addresses} allowDelete />
              </section>
              <section className="account__card" aria-labelledby="account-orders">
                <h2 id="account-orders" className="account__section-title">
                  Orders
                </h2>
                <OrderList />
              </section>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
