import { Link } from "react-router";
import { imageSrcSet, uploadUrl } from "@taaza/domain";
import { ClockIcon, ScaleIcon, ShieldIcon, SnowflakeIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./content-page.css";

const REASONS = [
  {
    Icon: SnowflakeIcon,
    title: "Fresh, never frozen",
    text: "Fish comes off the boats at Sassoon Dock and Versova before dawn; chicken and mutton come from farms we visit ourselves. What we do not sell today, we do not sell tomorrow.",
  },
  {
    Icon: ScaleIcon,
    title: "Cleaned and cut for you",
    text: "Every order is cleaned, scaled and cut by hand, the way your recipe needs it: curry cut, steaks, fillets or whole. Weighed to the gram, priced by the gram.",
  },
  {
    Icon: ClockIcon,
    title: "At your door in 90 minutes",
    text: "Order before 6 PM for delivery within 90 minutes, or choose a two-hour slot today or tomorrow. Packed cold so it arrives as fresh as it left our counter.",
  },
  {
    Icon: ShieldIcon,
    title: "Honest, or your money back",
    text: "No preservatives, no added water, no surprises. If something is not right, tell us within 2 hours of delivery and we replace it or refund you.",
  },
] as const;

/** /about-us, "Why Us" in the header. */
export default function AboutUsPage() {
  useDocumentTitle("Why Us", "Why Mumbai and Pune buy their fish and meat from Taaza: fresh, never frozen, cleaned and cut to order, delivered in 90 minutes.");
  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">Why Us</p>
        <h1 className="page__title">The fish counter you trust, at your door</h1>
        <p className="page__text">
          Taaza started as one counter near Sassoon Dock in Colaba. Our customers kept asking if we could deliver, so we
          did, first to our neighbours and now across Mumbai, Thane, Navi Mumbai and Pune. The promise has not changed:
          the fish you cook tonight was in the sea this morning.
        </p>
      </header>
      <img
        className="content-page__hero"
        src={uploadUrl("about-us.webp")}
        srcSet={imageSrcSet("about-us.webp")}
        sizes="(min-width: 1280px) 1232px, 100vw"
        width={1600}
        height={700}
        alt="The Taaza counter: the day's catch on ice beside fresh cuts of mutton and chicken"
      />
      <ul className="reasons" role="list">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="reasons__item">
            <Icon className="reasons__icon" />
            <h2 className="reasons__title">{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <section className="content-page__band" aria-labelledby="about-cta">
        <h2 id="about-cta" className="content-page__band-title">
          Cooking for a crowd?
        </h2>
        <p>Weddings, restaurants and housing society orders get special prices and a dedicated delivery slot.</p>
        <Link to="/contact" className="btn btn--accent">
          Place a bulk order
        </Link>
      </section>
    </div>
  );
}
