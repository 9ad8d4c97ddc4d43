import { useEffect, type Dispatch, type SetStateAction } from "react";
import type { CheckoutStep } from "../components/checkout-steps.tsx";

/** How long after the reader's own wheel, touch or key a scroll still counts as theirs. */
const INPUT_WINDOW_MS = 1_000;
/** Scrolls smaller than this are layout settling, not the reader moving. */
const MIN_SCROLL_PX = 4;

/**
 * Spec section 4: past the address, the reader scrolling down moves to Payment and scrolling up
 * back to Order Summary. Only scrolls that follow the reader's own input count, so bringing the
 * summary into view after "Select Address" does not skip a step.
 */
export function useStepFollowsScroll(enabled: boolean, setStep: Dispatch<SetStateAction<CheckoutStep>>): void {
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let lastInput = 0;
    const onInput = () => {
      lastInput = Date.now();
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Date.now() - lastInput < INPUT_WINDOW_MS) {
        if (y > lastY + MIN_SCROLL_PX) setStep((current) => (current === 2 ? 3 : current));
        else if (y < lastY - MIN_SCROLL_PX) setStep((current) => (current === 3 ? 2 : current));
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
  }, [enabled, setStep]);
}
