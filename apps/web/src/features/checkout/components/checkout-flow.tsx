import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { cityOfArea, rupeesToPaise, type Address, type Order, ORDER_MESSAGES } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useCurrentUser, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { usePincodes } from "../../../hooks/use-pincodes.ts";
import { savePincode } from "../../../hooks/use-chosen-pincode.ts";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { basketBill } from "../../../lib/basket-totals.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { usePayment } from "../hooks/use-payment.ts";
import { useStepFollowsScroll } from "../hooks/use-step-follows-scroll.ts";
import { AddressStep } from "./address-step.tsx";
import { CheckoutSteps, type CheckoutStep } from "./checkout-steps.tsx";
import { withOffers } from "../offer-bill.ts";
import { PaymentStep } from "./payment-step.tsx";
import { optInWhatsappAtCheckout } from "../api/opt-in-whatsapp.ts";
import { SlotDialog, type ChosenSlot } from "./slot-dialog.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { TestPaymentDialog } from "./test-payment-dialog.tsx";
import "./checkout.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { deliveryInWordsFor } from "../../../lib/i18n/delivery-in-words.ts";

/** Spec section 4: the order page opens 1 second after the order is placed. */
const OPEN_ORDER_AFTER_MS = 1_000;

/** Signing in from here stays here: the page then shows the basket, ready to continue. */
const stayOnCheckout = () => undefined;

/** What step 1 hands the address book: the addresses as choices, and a new one's defaults. */
export type CheckoutAddressBook = {
  addresses: readonly Address[];
  selection: { name: string; selectedId: string | null; onSelect: (addressId: string) => void };
  newAddressDefaults: { pincode: string; city: string } | undefined;
  /** A new address was saved: it is chosen and the summary comes next. */
  onAdded: (address: Address) => void;
};

/** What the checkout needs from other features; the page brings them. */
export type CheckoutFlowProps = {
  /** Step 1, open: the address book to choose from (and add to). */
  renderAddressBook: (book: CheckoutAddressBook) => ReactNode;
  /** Step 1, closed: the chosen address. */
  renderAddress: (address: Address) => ReactNode;
  /** The summary's "edit the basket". */
  onOpenBasket: () => void;
  /** Paid: the order is kept where its page will read it (settles once the order list is asked for again). */
  onPlaced: (queryClient: QueryClient, order: Order) => Promise<void>;
};

/** /checkout: address, order summary with the delivery slot, and payment. */
export function CheckoutFlow(props: CheckoutFlowProps) {
  useDocumentTitle(t(checkoutText.checkout));
  const session = useSession();
  const authPanel = useAuthPanel();
  const user = useCurrentUser();

  if (!session) {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">{t(checkoutText.checkout)}</h1>
        <p className="page__text">{t(checkoutText.signInToCheckout)}</p>
        <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin", stayOnCheckout)}>
          {t(checkoutText.signIn)}
        </button>
      </div>
    );
  }
  if (session.user.userType === "Admin") {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">{t(checkoutText.checkout)}</h1>
        <p className="page__text">{t(checkoutText.adminNoBasket)}</p>
      </div>
    );
  }
  if (user.isPending) {
    return (
      <div className="container page checkout" role="status" aria-busy="true">
        <span className="visually-hidden">{t(checkoutText.loadingBasket)}</span>
        <span className="skeleton checkout__skeleton-steps" aria-hidden="true" />
        <span className="skeleton checkout__skeleton-block" aria-hidden="true" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="container page">
        <ErrorState message={t(checkoutText.basketLoadFailed)} onRetry={() => void user.refetch()} />
      </div>
    );
  }
  return <Checkout user={user.data} {...props} />;
}

function Checkout({ user, renderAddressBook, renderAddress, onOpenBasket, onPlaced }: { user: CurrentUser } & CheckoutFlowProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const pincodes = usePincodes();
  const chosen = useDeliveryLocation();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [slotDialogOpen, setSlotDialogOpen] = useState(false);
  // "Send order updates on WhatsApp": explicit, unticked until the customer ticks it.
  const [whatsappWanted, setWhatsappWanted] = useState(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // The summary is the next thing to read: once it is drawn, bring it into view and put the
  // reader there. Its heading may not exist yet when the step changes (a render that waits for
  // a busy phone's next task), so it is focused when it mounts rather than on the next frame.
  const focusSummaryWhenDrawn = useRef(false);
  const summaryHeading = useCallback((node: HTMLHeadingElement | null) => {
    summaryRef.current = node;
    if (node && focusSummaryWhenDrawn.current) {
      focusSummaryWhenDrawn.current = false;
      node.scrollIntoView({ block: "start" });
      node.focus({ preventScroll: true });
    }
  }, []);
  const openOrderTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(openOrderTimer.current), []);

  const onPaid = useCallback(
    (order: Order) => {
      void onPlaced(client, order);
      openOrderTimer.current = window.setTimeout(
        () => void navigate(`/order/${order._id}`, { state: { placed: true } }),
        OPEN_ORDER_AFTER_MS,
      );
    },
    [client, navigate, onPlaced],
  );
  // The slot passed or closed (before or after paying): the customer chooses again.
  const onSlotGone = useCallback(() => {
    setSlot(null);
    setSlotDialogOpen(true);
  }, []);
  const payment = usePayment({ onPaid, onSlotGone });
  useStepFollowsScroll(step !== 1, setStep);

  // One saved address that we deliver to leaves nothing to choose: the checkout opens at the
  // summary with it, once. "Change" still goes back to the address step, and stays there.
  const openedWithOnlyAddress = useRef(false);
  const onlyAddress = user.addresses.length === 1 ? user.addresses[0] : undefined;
  const onlyAddressServed =
    onlyAddress !== undefined && pincodes.data?.some((pin) => String(pin.pincode) === onlyAddress.pincode && pin.status) === true;
  useEffect(() => {
    if (openedWithOnlyAddress.current || !onlyAddress || !onlyAddressServed) return;
    openedWithOnlyAddress.current = true;
    setChosenAddressId(onlyAddress._id);
    savePincode(onlyAddress.pincode);
    setStep(2);
  }, [onlyAddress, onlyAddressServed]);

  if (payment.state.kind === "paid") {
    return (
      <div className="container page page--centered" role="status">
        <h1 className="page__title">{t(checkoutText.orderPlaced)}</h1>
        <p className="page__text">{t(checkoutText.orderConfirmed, { billId: payment.state.order.billId })}</p>
      </div>
    );
  }

  const lines = user.cart;
  if (lines.length === 0) {
    return (
      <div className="container page checkout">
        <h1 className="page__title">{t(checkoutText.checkout)}</h1>
        <EmptyState>{t(checkoutText.empty)}</EmptyState>
        <div>
          <Link to="/" className="btn btn--primary">
            {t(checkoutText.shopTodaysCatch)}
          </Link>
        </div>
      </div>
    );
  }

  const addresses = user.addresses;
  const address = addresses.find((candidate) => candidate._id === chosenAddressId) ?? addresses[0];
  const location = address ? pincodes.data?.find((pin) => String(pin.pincode) === address.pincode && pin.status) : undefined;
  const bill = withOffers(basketBill(lines, location ? rupeesToPaise(location.deliveryCharges) : 0), user);
  const hasUnavailable = lines.some((line) => !line.available);
  const notServiceable = address !== undefined && pincodes.isSuccess && location === undefined;
  const busy = ["starting", "validating", "razorpay", "test-checkout"].includes(payment.state.kind);

  // The header's "Delivering to" follows the address the order goes to.
  const chooseAddress = (chosenAddress: { _id: string; pincode: string }) => {
    setChosenAddressId(chosenAddress._id);
    savePincode(chosenAddress.pincode);
  };

  const goToSummary = (chosenAddress: { _id: string; pincode: string }) => {
    chooseAddress(chosenAddress);
    setStep(2);
    // After a new address is saved too, rather than leaving the reader at the footer.
    const heading = summaryRef.current;
    if (heading) {
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
    } else {
      focusSummaryWhenDrawn.current = true;
    }
  };

  const selectAddress = () => {
    if (!address) {
      toast.error(domainText("order.addAddress", ORDER_MESSAGES.addAddress));
      return;
    }
    goToSummary(address);
  };

  // A new address starts with the pincode the customer chose (if we deliver there) and its city.
  const newAddressDefaults =
    chosen.pincode && chosen.served && chosen.area ? { pincode: chosen.pincode, city: cityOfArea(chosen.area) } : undefined;

  const pay = () => {
    if (!address) {
      toast.error(domainText("order.addAddress", ORDER_MESSAGES.addAddress));
      setStep(1);
      return;
    }
    if (!slot) {
      toast.error(domainText("order.selectSlot", ORDER_MESSAGES.selectSlot));
      setSlotDialogOpen(true);
      return;
    }
    // The opt-in is recorded while the customer pays; the confirmation is recorded only once paid.
    if (whatsappWanted && /^\d{10}$/.test(address.phoneNo)) {
      optInWhatsappAtCheckout(user._id, address.phoneNo).catch(() => toast.error(t(checkoutText.whatsappUpdatesFailed)));
    }
    void payment.pay({ addressId: address._id, day: slot.day, date: slot.date, slot: slot.slot, amount: bill.totalPaise });
  };

  return (
    <div className="container page checkout">
      <h1 className="page__title">{t(checkoutText.checkout)}</h1>
      <CheckoutSteps current={step} canGoTo={(target) => target === 1} onGoTo={setStep} />

      <SectionBoundary>
        <AddressStep open={step === 1} empty={addresses.length === 0} onSelect={selectAddress} onChange={() => setStep(1)}>
          {step === 1
            ? renderAddressBook({
                addresses,
                selection: {
                  name: "delivery-address",
                  selectedId: address?._id ?? null,
                  onSelect: (id) => {
                    const picked = addresses.find((candidate) => candidate._id === id);
                    if (picked) chooseAddress(picked);
                  },
                },
                newAddressDefaults,
                onAdded: goToSummary,
              })
            : address && renderAddress(address)}
        </AddressStep>
      </SectionBoundary>

      {step !== 1 && (
        <>
          <SectionBoundary>
            <SummaryStep
              lines={lines}
              bill={bill}
              offers={{ userId: user._id, coupon: user.coupon ?? null, discount: user.discount ?? 0 }}
              slot={slot}
              deliveryKnown={location !== undefined}
              pincodesFailed={pincodes.isError}
              notServiceable={notServiceable}
              headingRef={summaryHeading}
              onChooseSlot={() => setSlotDialogOpen(true)}
              onOpenBasket={onOpenBasket}
              onRetryPincodes={() => void pincodes.refetch()}
            />
          </SectionBoundary>
          <SectionBoundary>
            <PaymentStep
              totalPaise={bill.totalPaise}
              delivery={slot ? deliveryInWordsFor(slot.date, slot.slot) : null}
              failure={payment.state.kind === "failed" ? payment.state.message : null}
              busy={busy}
              blocked={hasUnavailable || notServiceable || !pincodes.isSuccess}
              onEnter={() => setStep(3)}
              onPay={pay}
              whatsappPhone={address && /^\d{10}$/.test(address.phoneNo) ? address.phoneNo : null}
              whatsappWanted={whatsappWanted}
              onWhatsappWanted={setWhatsappWanted}
            />
          </SectionBoundary>
        </>
      )}

      {slotDialogOpen && (
        <SlotDialog
          chosen={slot}
          onChoose={(chosen) => {
            setSlot(chosen);
            setSlotDialogOpen(false);
          }}
          onClose={() => setSlotDialogOpen(false)}
        />
      )}
      {payment.state.kind === "test-checkout" && (
        <TestPaymentDialog
          start={payment.state.start}
          delivery={slot ? deliveryInWordsFor(slot.date, slot.slot) : ""}
          busy={payment.state.busy}
          onApprove={() => payment.state.kind === "test-checkout" && void payment.approveTest(payment.state.start)}
          onFail={() => payment.state.kind === "test-checkout" && void payment.failTest(payment.state.start)}
          onCancel={payment.cancel}
        />
      )}
    </div>
  );
}
