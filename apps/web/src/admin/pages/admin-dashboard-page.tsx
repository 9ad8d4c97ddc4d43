import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { RatingsSummary } from "../features/care/index.ts";
import { DashboardFigures, SalesCharts } from "../features/stats/index.ts";
import { LowStock } from "../features/stock/index.ts";
import "./admin-dashboard-page.css";

export default function AdminDashboardPage() {
  useDocumentTitle("Dashboard");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Dashboard</h1>
      <SectionBoundary>
        <DashboardFigures />
      </SectionBoundary>

      <SectionBoundary>
        <LowStock />
      </SectionBoundary>

      <section aria-labelledby="dashboard-charts" className="dashboard-tools">
        <h2 id="dashboard-charts" className="admin-section-title">
          Sales
        </h2>
        <SectionBoundary>
          <SalesCharts />
        </SectionBoundary>
      </section>

      <SectionBoundary>
        <RatingsSummary />
      </SectionBoundary>

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
