import { useEffect } from "react";
import { useLocation } from "react-router";
import { HydratedButton } from "../../../components/ui/hydrated-button.tsx";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { ProductReviews } from "./product-reviews.tsx";
import { ReviewForm } from "./review-form.tsx";
import "./reviews-section.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";

/** The review form's anchor: "Review …" links on the order page and a review sign-in land here. */
const WRITE_REVIEW = "write-review";

function goToReviewForm() {
  const target = document.getElementById(WRITE_REVIEW);
  target?.scrollIntoView({ block: "start" });
  target?.focus({ preventScroll: true });
}

/** A product's reviews, then the customer's own: the form, or a sign-in line for a visitor. */
export function ReviewsSection({ productId }: { productId: string }) {
  const { hash } = useLocation();
  const session = useSession();
  const authPanel = useAuthPanel();
  // Route changes scroll to the top; a link to #write-review means the form, once it is drawn.
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW}`) goToReviewForm();
  }, [hash]);

  return (
    <>
      <ProductReviews productId={productId} />
      <div id={WRITE_REVIEW} className="product-page__write-review" tabIndex={-1}>
        {session?.user.userType === "User" ? (
          <ReviewForm productId={productId} />
        ) : session === null ? (
          <p className="product-page__review-login">
            {t(browseText.boughtThis)}{" "}
            <HydratedButton type="button" className="link-button" onClick={() => authPanel.open("signin", goToReviewForm)}>
              {t(browseText.signInToReview)}
            </HydratedButton>
          </p>
        ) : null}
      </div>
    </>
  );
}
