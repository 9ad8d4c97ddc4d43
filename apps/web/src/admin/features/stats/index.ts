// The stats feature (the dashboard's figures) as the rest of the staff screens see it.
export { invalidateStats } from "./api/get-stats.ts";
export { DashboardFigures } from "./components/dashboard-figures.tsx";
export { SalesCharts } from "./components/sales-charts.tsx";
