import { Link } from "react-router";
import { formatRupees, type AdminStats } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import { slotLabel } from "../../../lib/slot-label.ts";
import { useStats } from "../api/get-stats.ts";
import { CountUp } from "./count-up.tsx";
import "./dashboard-figures.css";

type Counter = { key: Exclude<keyof AdminStats, "today" | "overdueTickets">; label: string; to: string; hint?: string; money?: boolean };

const COUNTERS: Counter[] = [
  { key: "revenue", label: "REVENUE", to: "/admin", hint: "Excludes cancelled orders", money: true },
  { key: "customers", label: "CUSTOMERS", to: "/admin/customers" },
  { key: "orders", label: "ORDERS", to: "/admin/customer-orders" },
  { key: "locations", label: "LOCATIONS", to: "/admin/delivery-pricing" },
  { key: "products", label: "PRODUCTS", to: "/admin/products" },
];

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const formatCount = (n: number) => wholeNumber.format(n);

/** The dashboard's figures: today's (orders, revenue, deliveries by slot), then all time. */
export function DashboardFigures() {
  const stats = useStats();

  return (
    <>
      {stats.data && <OverdueTickets overdue={stats.data.overdueTickets} />}
      {!stats.isError && <TodayFigures today={stats.data?.today} />}

      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className="admin-section-title">
          All time
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
                      <CountUp value={stats.data[counter.key]} format={counter.money ? formatRupees : formatCount} />
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
    </>
  );
}

/** Today in India: orders placed and their revenue, and the day's deliveries slot by slot. */
function TodayFigures({ today }: { today: AdminStats["today"] | undefined }) {
  return (
    <section aria-labelledby="dashboard-today" className="dashboard-today">
      <h2 id="dashboard-today" className="admin-section-title">
        Today{today && <span className="admin-muted dashboard-today__date"> · {formatCalendarDay(today.date)}</span>}
      </h2>
      <ul className="dashboard-counters dashboard-counters--today">
        <li>
          <Link to="/admin/customer-orders" className="dashboard-counter">
            <span className="dashboard-counter__label">REVENUE TODAY</span>
            <span className="dashboard-counter__value">
              {today ? <CountUp value={today.revenue} format={formatRupees} /> : <CounterSkeleton />}
            </span>
            <span className="dashboard-counter__hint">Orders placed today, not cancelled</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/customer-orders" className="dashboard-counter">
            <span className="dashboard-counter__label">ORDERS TODAY</span>
            <span className="dashboard-counter__value">
              {today ? <CountUp value={today.orders} format={formatCount} /> : <CounterSkeleton />}
            </span>
          </Link>
        </li>
      </ul>
      <h3 className="dashboard-today__slots-title">Deliveries today by slot</h3>
      {today ? (
        <ul className="dashboard-slots">
          {today.deliveries.map((slot) => (
            <li key={slot.slot}>
              <Link to={`/admin/customer-orders?date=today&slot=${encodeURIComponent(slot.slot)}`} className="dashboard-slot">
                <span className="dashboard-slot__name">{slotLabel(slot.slot)}</span>
                <span className="dashboard-slot__count tabular">
                  {formatCount(slot.orders)} {slot.orders === 1 ? "order" : "orders"}
                </span>
                <span className="admin-muted tabular">{formatRupees(slot.revenue)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="skeleton dashboard-slots__skeleton" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      )}
    </section>
  );
}

/** Customers' tickets past the 48-hour or 30-day limit of the E-Commerce Rules: flagged until answered. */
function OverdueTickets({ overdue }: { overdue: AdminStats["overdueTickets"] }) {
  if (overdue.acknowledge === 0 && overdue.resolve === 0) return null;
  return (
    <p className="dashboard-overdue" role="alert">
      <strong>Tickets overdue:</strong> {overdue.acknowledge} not acknowledged within 48 hours, {overdue.resolve} not resolved within 30
      days. <Link to="/admin/issues">Open the issues queue</Link>
    </p>
  );
}

function CounterSkeleton() {
  return (
    <span className="skeleton dashboard-counter__skeleton" role="status">
      <span className="visually-hidden">Loading…</span>
    </span>
  );
}
