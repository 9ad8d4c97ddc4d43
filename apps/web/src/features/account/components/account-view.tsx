import type { ReactNode } from "react";
import type { Address } from "@taaza/domain";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useCurrentUser } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ConnectGoogle } from "./connect-google.tsx";
import { DataRights } from "./data-rights.tsx";
import { EmailVerification } from "./email-verification.tsx";
import { NotificationSettingsForm } from "./notification-settings-form.tsx";
import { PhoneAccountWaysIn } from "./phone-account-ways-in.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { VerifyEmailLink } from "./verify-email-link.tsx";
import "./account-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";

type AccountViewProps = {
  /** Logout, and whether it is under way. */
  logOut: () => void;
  isLoggingOut: boolean;
  /** "Connect Google" is offered when the shop signs in with Google. */
  googleClientId: string | null;
  /** A customer's orders, first on the page. */
  orders: ReactNode;
  /** A customer's address book. */
  renderAddresses: (addresses: readonly Address[]) => ReactNode;
};

/** /myaccount: orders first (customers), then profile and addresses (customers only), and Logout. */
export function AccountView({ logOut, isLoggingOut, googleClientId, orders, renderAddresses }: AccountViewProps) {
  useDocumentTitle(t(accountText.myAccount));
  const session = useSession();
  const authPanel = useAuthPanel();
  const user = useCurrentUser();

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
        <button type="button" className="btn btn--secondary" onClick={logOut} disabled={isLoggingOut}>
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
              <SectionBoundary>{orders}</SectionBoundary>
            </section>
          )}
          <div className={isAdmin ? "account__grid account__grid--single" : "account__grid"}>
            <section className="account__card" aria-labelledby="account-profile">
              <h2 id="account-profile" className="account__section-title">
                {t(accountText.profile)}
              </h2>
              <SectionBoundary>
                {!isAdmin && <EmailVerification user={user.data} />}
                <ProfileForm session={session} user={user.data} />
                {!isAdmin && <PhoneAccountWaysIn user={user.data} />}
                {googleClientId && !isAdmin && !user.data.hasGoogle && user.data.email !== null && (
                  <ConnectGoogle clientId={googleClientId} session={session} user={user.data} />
                )}
              </SectionBoundary>
            </section>

            {!isAdmin && (
              <section className="account__card" aria-labelledby="account-updates">
                <h2 id="account-updates" className="account__section-title">
                  {t(accountText.orderUpdates)}
                </h2>
                <SectionBoundary>
                  <NotificationSettingsForm userId={user.data._id} />
                </SectionBoundary>
              </section>
            )}

            {!isAdmin && (
              <section className="account__card" aria-labelledby="account-addresses">
                <h2 id="account-addresses" className="account__section-title">
                  {t(accountText.addresses)}
                </h2>
                <SectionBoundary>{renderAddresses(user.data.addresses)}</SectionBoundary>
              </section>
            )}

            {!isAdmin && (
              <section className="account__card" aria-labelledby="account-data">
                <h2 id="account-data" className="account__section-title">
                  {t(careText.dataTitle)}
                </h2>
                <SectionBoundary>
                  <DataRights user={user.data} />
                </SectionBoundary>
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
