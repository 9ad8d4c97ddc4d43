import { lazy, Suspense } from "react";

// Chart.js comes with the charts only, after the counters: never in the storefront's code.
const DashboardCharts = lazy(() => import("./dashboard-charts.tsx"));

/** The dashboard's sales charts, once their code (and Chart.js) has arrived. */
export function SalesCharts() {
  return (
    <Suspense fallback={<div className="skeleton dashboard-chart dashboard-chart--skeleton" role="status" />}>
      <DashboardCharts />
    </Suspense>
  );
}
