import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { effectivePrice, formatRupees, MESSAGES, paiseToRupees, priceBasket, rupeesToPaise, type Order } from "@taaza/domain";
import { EmptyState, ErrorState } from "../components/ui/list-state.tsx";
import { useCurrentUser, type CurrentUser } from "../features/auth/api/get-current-user.ts";
import { useAuthPanel } from "../features/auth/hooks/use-auth-panel.ts";
import { useSession } from "../features/auth/hooks/use-session.ts";
import { AddressLines } from "../features/addresses/components/address-card.tsx";
import { AddressBook } from "../features/addresses/components/address-book.tsx";
import { openBasketPanel } from "../features/basket/basket-panel-store.ts";
import { usePincodes } from "../features/checkout/api/get-pincodes.ts";
import { CheckoutSteps, type CheckoutStep } from "../features/checkout/components/checkout-steps.tsx";
import { BillRows, OrderSummaryLines } from "../features/checkout/components/order-summary.tsx";
import { PaymentMethod } from "../features/checkout/components/payment-method.tsx";
import { SlotDialog, type ChosenSlot } from "../features/checkout/components/slot-dialog.tsx";
import { TestPaymentDialog } from "../features/checkout/components/test-payment-dialog.tsx";
import { usePayment } from "../features/checkout/hooks/use-payment.ts";
import { ordersQueryKey } from "../features/orders/api/get-orders.ts";
import { orderQueryKey } from "../features/orders/api/get-order.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./checkout-page.css";

/** Spec section 4: the order page opens 1 second after the order is placed. */
const OPEN_ORDER_AFTER_MS = 1_000;

/** /checkout: address, order summary with the delivery slot, and payment. */
export default function CheckoutPage() {
  useDocumentTitle("Checkout");
  const session = useSession();
  const authPanel = useAuthPanel();
  const user = useCurrentUser();

  if (!session) {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">Checkout</h1>
        <p className="page__text">Sign in to see your basket and place your order.</p>
        <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin")}>
          Sign In
        </button>
      </div>
    );
  }
  if (session.user.userType === "Admin") {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">Checkout</h1>
        <p className="page__text">Admin accounts have no basket. Sign in as a customer to place an order.</p>
      </div>
    );
  }
  if (user.isPending) {
    return (
      <div className="container page checkout" role="status" aria-busy="true">
        <span className="visually-hidden">Loading your basket…</span>
        <span className="skeleton checkout__skeleton-steps" aria-hidden="true" />
        <span className="skeleton checkout__skeleton-block" aria-hidden="true" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="container page">
        <ErrorState message="We couldn't load your basket. Please try again." onRetry={() => void user.refetch()} />
      </div>
    );
  }
  return <Checkout user={user.data} />;
}

function Checkout({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const pincodes = usePincodes();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [slotDialogOpen, setSlotDialogOpen] = useState(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const paymentRef = useRef<HTMLElement>(null);
  const openOrderTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(openOrderTimer.current), []);

  const onPaid = useCallback(
    (order: Order) => {
      client.setQueryData(orderQueryKey(order._id), order);
      void client.invalidateQueries({ queryKey: ordersQueryKey, exact: true });
      openOrderTimer.current = window.setTimeout(() => navigate(`/order/${order._id}`, { state: { placed: true } }), OPEN_ORDER_AFTER_MS);
    },
    [client, navigate],
  );
  const onSlotGone = useCallback(() => setSlot(null), []);
  const payment = usePayment({ onPaid, onSlotGone });

  // Spec section 4: past the address, the reader scrolling down moves to Payment and scrolling
  // up back to Order Summary. Only scrolls that follow the reader's own input count, so bringing
  // the summary into view after "Select Address" does not skip a step.
  const pastAddress = step !== 1;
  useEffect(() => {
    if (!pastAddress) return;
    let lastY = window.scrollY;
    let lastInput = 0;
    const onInput = () => {
      lastInput = Date.now();
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Date.now() - lastInput < 1_000) {
        if (y > lastY + 4) setStep((current) => (current === 2 ? 3 : current));
        else if (y < lastY - 4) setStep((current) => (current === 3 ? 2 : current));
      }
      lastY = y;
    };
    const inputs = ["wheel", "touchmove", "keydown"] as const;
    inputs.forEach((type) => window.addEventListener(type, onInput, { passive: true }));
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      inputs.forEach((type) => window.removeEventListener(type, onInput));
      window.removeEventListener("scroll", onScroll);
    };
  }, [pastAddress]);

  if (payment.state.kind === "paid") {
    return (
      <div className="container page page--centered" role="status">
        <h1 className="page__title">{MESSAGES.order.placed}</h1>
        <p className="page__text">Order {payment.state.order.billId} is confirmed. Taking you to your order…</p>
      </div>
    );
  }

  const lines = user.cart;
  if (lines.length === 0) {
    return (
      <div className="container page checkout">
        <h1 className="page__title">Checkout</h1>
        <EmptyState>{MESSAGES.cart.empty}</EmptyState>
        <div>
          <Link to="/" className="btn btn--primary">
            Shop today&apos;s catch
          </Link>
        </div>
      </div>
    );
  }

  const addresses = user.addresses;
  const address = addresses.find((candidate) => candidate._id === chosenAddressId) ?? addresses[0];
  const location = address ? pincodes.data?.find((pin) => pin.pincode === address.pincode && pin.status) : undefined;
  const payable = lines.filter((line) => line.available);
  const unavailable = lines.length - payable.length;
  const bill = priceBasket(
    payable.map((line) => ({ unitPricePaise: rupeesToPaise(effectivePrice(line.productId.price)), quantity: line.quantity })),
    location ? rupeesToPaise(location.deliveryCharges) : 0,
  );
  const notServiceable = address !== undefined && pincodes.isSuccess && location === undefined;
  const busy = ["starting", "validating", "razorpay", "test-checkout"].includes(payment.state.kind);

  const selectAddress = () => {
    if (!address) {
      toast.error(MESSAGES.order.addAddress);
      return;
    }
    setChosenAddressId(address._id);
    setStep(2);
    // The summary is the next thing to read: bring it into view and put the reader there.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const pay = () => {
    if (!address) {
      toast.error(MESSAGES.order.addAddress);
      setStep(1);
      return;
    }
    if (!slot) {
      toast.error(MESSAGES.order.selectSlot);
      setSlotDialogOpen(true);
      return;
    }
    void payment.pay({ addressId: address._id, day: slot.day, slot: slot.slot, amount: bill.totalPaise });
  };

  return (
    <div className="container page checkout">
      <h1 className="page__title">Checkout</h1>
      <CheckoutSteps current={step} canGoTo={(target) => target === 1} onGoTo={setStep} />

      <section className="checkout-card" aria-labelledby="checkout-address">
        <div className="checkout-card__head">
          <h2 id="checkout-address" className="checkout-card__title">
            <span className="checkout-card__number" aria-hidden="true">
              1
            </span>
            Delivery address
          </h2>
          {step !== 1 && (
            <button type="button" className="btn btn--secondary checkout-card__change" onClick={() => setStep(1)}>
              Change
            </button>
          )}
        </div>
        {step === 1 ? (
          <>
            {addresses.length === 0 && <p className="checkout-card__text">Add the address we should deliver to.</p>}
            <AddressBook
              addresses={addresses}
              selection={{ name: "delivery-address", selectedId: address?._id ?? null, onSelect: setChosenAddressId }}
              onAdded={(added) => setChosenAddressId(added._id)}
            />
            <div>
              <button type="button" className="btn btn--primary" onClick={selectAddress}>
                Select Address
              </button>
            </div>
          </>
        ) : (
          address && <AddressLines address={address} />
        )}
      </section>

      {step !== 1 && (
        <>
          <section className="checkout-card" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" ref={summaryRef} tabIndex={-1} className="checkout-card__title">
              <span className="checkout-card__number" aria-hidden="true">
                2
              </span>
              Order Summary
            </h2>
            <OrderSummaryLines lines={lines} />
            {unavailable > 0 && (
              <p className="checkout-card__warning" role="alert">
                Some items are no longer available.{" "}
                <button type="button" className="link-button" onClick={openBasketPanel}>
                  Remove them from your basket
                </button>{" "}
                to continue.
              </p>
            )}
            <div className="checkout-slot">
              <div>
                <p className="checkout-slot__label">Delivery slot</p>
                <p className="checkout-slot__value">{slot ? `${slot.day}, ${slot.slot}` : "Not chosen yet"}</p>
              </div>
              <button type="button" className="btn btn--secondary" onClick={() => setSlotDialogOpen(true)}>
                {slot ? "Change slot" : "Choose delivery slot"}
              </button>
            </div>
            <BillRows bill={bill} deliveryKnown={location !== undefined} />
            {pincodes.isError && (
              <p className="checkout-card__warning" role="alert">
                We couldn&apos;t load the delivery charges.{" "}
                <button type="button" className="link-button" onClick={() => void pincodes.refetch()}>
                  Try again
                </button>
              </p>
            )}
            {notServiceable && (
              <p className="checkout-card__warning" role="alert">
                {MESSAGES.address.notServiceable}. Please choose or add another address.
              </p>
            )}
          </section>

          <section
            ref={paymentRef}
            className="checkout-card"
            aria-labelledby="checkout-payment"
            onFocus={() => setStep(3)}
            onPointerDown={() => setStep(3)}
          >
            <h2 id="checkout-payment" className="checkout-card__title">
              <span className="checkout-card__number" aria-hidden="true">
                3
              </span>
              Payment
            </h2>
            <PaymentMethod />
            {payment.state.kind === "failed" && (
              <p className="checkout-card__warning" role="alert">
                {payment.state.message} Your basket is unchanged; you can try again.
              </p>
            )}
            <button
              type="button"
              className="btn btn--accent btn--block checkout__pay"
              onClick={pay}
              disabled={busy || unavailable > 0 || notServiceable || !pincodes.isSuccess}
              aria-busy={busy}
            >
              Pay {formatRupees(paiseToRupees(bill.totalPaise))}
            </button>
            <p className="checkout-card__fine-print">
              Taxes are included. Cancellation within 15 minutes of ordering; see our <Link to="/refundpolicy">refund policy</Link>.
            </p>
          </section>
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
          busy={payment.state.busy}
          onApprove={() => payment.state.kind === "test-checkout" && void payment.approveTest(payment.state.start)}
          onFail={() => payment.state.kind === "test-checkout" && void payment.failTest(payment.state.start)}
          onCancel={payment.cancel}
        />
      )}
    </div>
  );
}
