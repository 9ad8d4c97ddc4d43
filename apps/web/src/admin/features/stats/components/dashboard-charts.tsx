import { useMemo } from "react";
import type { ChartConfiguration } from "chart.js";
import { formatRupees, type AdminCharts } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { useCharts } from "../api/get-charts.ts";
import { ChartCanvas } from "./chart-canvas.tsx";
import "./dashboard-charts.css";

const PRIMARY = "#0f766e";
const SECONDARY = "#f59e0b";

/** The dashboard's three charts; loaded on its own so the counters never wait for Chart.js. */
export default function DashboardCharts() {
  const charts = useCharts();
  if (charts.isError) return <ErrorState message="We couldn't load the charts." onRetry={() => void charts.refetch()} />;
  if (!charts.data) {
    return (
      <div role="status" className="dashboard-charts">
        <span className="visually-hidden">Loading charts…</span>
        <div className="skeleton dashboard-chart dashboard-chart--skeleton" />
      </div>
    );
  }
  return <Charts data={charts.data} />;
}

function Charts({ data }: { data: AdminCharts }) {
  const revenue = useMemo<ChartConfiguration<"line">>(
    () => ({
      type: "line",
      data: {
        labels: data.revenueByDay.map((d) => d.day.slice(5)),
        datasets: [
          {
            label: "Revenue (₹)",
            data: data.revenueByDay.map((d) => d.revenue),
            borderColor: PRIMARY,
            backgroundColor: "rgba(15, 118, 110, 0.12)",
            fill: true,
            tension: 0.25,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true } },
      },
    }),
    [data.revenueByDay],
  );
  const slots = useMemo<ChartConfiguration<"bar">>(
    () => ({
      type: "bar",
      data: {
        labels: data.ordersBySlot.map((s) => s.slot),
        datasets: [
          { label: "Today", data: data.ordersBySlot.map((s) => s.today), backgroundColor: PRIMARY },
          { label: "Tomorrow", data: data.ordersBySlot.map((s) => s.tomorrow), backgroundColor: SECONDARY },
        ],
      },
      options: { maintainAspectRatio: false, animation: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    }),
    [data.ordersBySlot],
  );
  const top = useMemo<ChartConfiguration<"bar">>(
    () => ({
      type: "bar",
      data: {
        labels: data.topProducts.map((p) => p.name),
        datasets: [{ label: "Revenue (₹)", data: data.topProducts.map((p) => p.revenue), backgroundColor: PRIMARY }],
      },
      options: {
        indexAxis: "y",
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true } },
      },
    }),
    [data.topProducts],
  );
  const total = data.revenueByDay.reduce((n, d) => n + d.revenue, 0);

  return (
    <div className="dashboard-charts">
      <figure className="admin-card dashboard-chart dashboard-chart--wide">
        <figcaption className="admin-section-title">Revenue per day, last 30 days</figcaption>
        <ChartCanvas config={revenue} label={`Revenue per day for the last 30 days, ${formatRupees(total)} in all`} />
        <DataTable
          caption="Revenue per day"
          head={["Day", "Revenue", "Orders"]}
          rows={data.revenueByDay.map((d) => [d.day, formatRupees(d.revenue), String(d.orders)])}
        />
      </figure>
      <figure className="admin-card dashboard-chart">
        <figcaption className="admin-section-title">Orders per slot, today and tomorrow</figcaption>
        <ChartCanvas config={slots} label="Orders per delivery slot for today and tomorrow" />
        <DataTable
          caption="Orders per slot"
          head={["Slot", "Today", "Tomorrow"]}
          rows={data.ordersBySlot.map((s) => [s.slot, String(s.today), String(s.tomorrow)])}
        />
      </figure>
      <figure className="admin-card dashboard-chart">
        <figcaption className="admin-section-title">Top 10 products by revenue, last 30 days</figcaption>
        {data.topProducts.length === 0 ? (
          <p className="admin-muted">No sales in the last 30 days.</p>
        ) : (
          <ChartCanvas config={top} label="Top 10 products by revenue over the last 30 days" height={320} />
        )}
        <DataTable
          caption="Top products"
          head={["Product", "Revenue", "Packs"]}
          rows={data.topProducts.map((p) => [p.name, formatRupees(p.revenue), String(p.quantity)])}
        />
      </figure>
    </div>
  );
}

/** The chart's numbers for screen readers. */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
