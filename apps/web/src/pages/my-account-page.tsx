import { ErrorState } from "../components/ui/list-state.tsx";
import { useCurrentUser } from "../hooks/use-current-user.ts";
import { useSession } from "../hooks/use-session.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { useLogout } from "../features/auth/hooks/use-logout.ts";
import { ConnectGoogle } from "../features/account/components/connect-google.tsx";
import { EmailVerification } from "../features/account/components/email-verification.tsx";
import { VerifyEmailLink } from "../features/account/components/verify-email-link.tsx";
import { ProfileForm } from "../features/account/components/profile-form.tsx";
import { useShop } from "../features/shop/api/get-shop.ts";
import { AddressBook } from "../features/addresses/components/address-book.tsx";
import { OrderList } from "../features/orders/components/order-list.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./my-account-page.css";
import { t } from "../lib/i18n/i18n.ts";
import { accountText } from "../lib/i18n/messages/account.ts";

/** /myaccount: orders first (customers), then profile and addresses (customers only), and Logout. */
export default function MyAccountPage() {
  useDocumentTitle(t(accountText.myAccount));
  const session = useSession();
  const authPanel = useAuthPanel();
  const { logOut, isLoggingOut } = useLogout();
  const user = useCurrentUser();
  const googleClientId = useShop().data?.googleClientId ?? null;

  if (!session) {
    return (
      <div className="container page">
        <h1 className="page__title">{t(accountText.myAccount)}</h1>
        <VerifyEmailLink />
        <p className="page__text">{t(accountText.signInToSee)}</p>
        <div>
          <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin")}>
            {t(accountText.signIn)}
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
          <h1 className="page__title">{t(accountText.myAccount)}</h1>
          <p className="page__text">Hello, {user.data?.username ?? session.user.username}.</p>
          <VerifyEmailLink />
        </div>
        <button type="button" className="btn btn--secondary" onClick={() => void logOut()} disabled={isLoggingOut}>
          {t(accountText.logout)}
        </button>
      </div>

      {user.isPending ? (
        <div className="account__grid" role="status" aria-busy="true">
          <span className="visually-hidden">{t(accountText.loading)}</span>
          <span className="skeleton account__skeleton" aria-hidden="true" />
          <span className="skeleton account__skeleton" aria-hidden="true" />
        </div>
      ) : user.isError ? (
        <ErrorState message={t(accountText.loadFailed)} onRetry={() => void user.refetch()} />
      ) : (
        <>
          {/* Customers come back for their orders most: they come first, above the profile. */}
          {!isAdmin && (
            <section className="account__card account__orders" aria-labelledby="account-orders">
              <h2 id="account-orders" className="account__section-title">
                {t(accountText.orders)}
              </h2>
              <OrderList />
            </section>
          )}
          <div className={isAdmin ? "account__grid account__grid--single" : "account__grid"}>
            <section className="account__card" aria-labelledby="account-profile">
              <h2 id="account-profile" className="account__section-title">
                {t(accountText.profile)}
              </h2>
              {!isAdmin && <EmailVerification user={user.data} />}
              <ProfileForm session={session} user={user.data} />
              {googleClientId && !isAdmin && !user.data.hasGoogle && (
                <ConnectGoogle clientId={googleClientId} session={session} user={user.data} />
              )}
            </section>

            {!isAdmin && (
              <section className="account__card" aria-labelledby="account-addresses">
                <h2 id="account-addresses" className="account__section-title">
                  {t(accountText.addresses)}
                </h2>
                <AddressBook addresses={user.data.addresses} allowDelete />
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
