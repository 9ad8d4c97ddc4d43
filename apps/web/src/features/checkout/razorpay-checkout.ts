import type { CheckoutStart, PaymentFields } from "@taaza/domain";

/** The part of Razorpay's checkout.js this shop uses. */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentFields) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  open: () => void;
  on: (event: "payment.failed", listener: (response: { error?: { description?: string } }) => void) => void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js only when someone actually pays with Razorpay, never on other pages. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay did not load")));
    script.onerror = () => {
      // Let the next attempt try again rather than reuse a failed download.
      loading = null;
      script.remove();
      reject(new Error("Razorpay did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

type RazorpayCallbacks = {
  onPaid: (fields: PaymentFields) => void;
  onFailed: (reason: string | null) => void;
  onDismiss: () => void;
};

/** Opens Razorpay's checkout for the order the server created, with the shop's teal. */
export async function openRazorpayCheckout(start: CheckoutStart, callbacks: RazorpayCallbacks): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: start.key,
    amount: start.order.amount,
    currency: start.order.currency,
    name: start.name,
    description: start.description,
    order_id: start.order.id,
    prefill: start.prefill,
    theme: { color: "#0E5E6F" },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on("payment.failed", (response) => callbacks.onFailed(response.error?.description ?? null));
  checkout.open();
}
