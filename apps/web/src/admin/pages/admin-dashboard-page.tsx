import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatRupees, type AdminStats } from "@taaza/domain";
import { ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useStats } from "../features/stats/api/get-stats.ts";
import { CountUp } from "../features/stats/components/count-up.tsx";
import "./admin-dashboard-page.css";

type Counter = { key: keyof AdminStats; label: string; to: string; hint?: string; money?: boolean };

const COUNTERS: Counter[] = [
  { key: "revenue", label: "REVENUE", to: "/admin", hint: "Excludes cancelled orders", money: true },
  { key: "customers", label: "CUSTOMERS", to: "/admin/customers" },
  { key: "orders", label: "ORDERS", to: "/admin/customer-orders" },
  { key: "locations", label: "LOCATIONS", to: "/admin/delivery-pricing" },
  { key: "products", label: "PRODUCTS", to: "/admin/products" },
];

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const formatCount = (n: number) => wholeNumber.format(n);

export default function AdminDashboardPage() {
  useDocumentTitle("Dashboard");
  const stats = useStats();

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Dashboard</h1>

      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className="visually-hidden">
          Shop in numbers
        </h2>
        {stats.isError ? (
          <ErrorState message="We couldn't load the shop's numbers." onRetry={() => void stats.refetch()} />
        ) : (
          <ul className="dashboard-counters">
            {COUNTERS.map((counter) => (
              <li key={counter.key}>
                <Link to={counter.to} className="dashboard-counter">
                  <span className="dashboard-counter__label">{counter.label}</span>
                  <span className="dashboard-counter__value">
                    {stats.data ? (
                      <CountUp
                        value={stats.data[counter.key]}
                        format={counter.money ? formatRupees : formatCount}
                      />
                    ) : (
                      <span className="skeleton dashboard-counter__skeleton" role="status">
                        <span className="visually-hidden">Loading…</span>
                      </span>
                    )}
                  </span>
                  {counter.hint && <span className="dashboard-counter__hint">{counter.hint}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dashboard-tools" className="dashboard-tools">
        <h2 id="dashboard-tools" className="admin-section-title">
          Manage
        </h2>
        <ul className="dashboard-tiles">
          <Tile to="/admin/creatives" title="WEBSITE CMS">
            Change the home page&apos;s banner images for desktop and mobile.
          </Tile>
          <Tile to="/admin/quick-pricing" title="QUICK PRICING">
            Set today&apos;s sale prices and choose the deals of the day.
          </Tile>
        </ul>
      </section>
    </div>
  );
}

function Tile({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="dashboard-tile">
        <span className="dashboard-tile__title">{title}</span>
        <span className="dashboard-tile__text">{children}</span>
        <span className="dashboard-tile__arrow" aria-hidden="true">
          →
        </span>
      </Link>
    </li>
  );
}
