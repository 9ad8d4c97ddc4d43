import { useEffect, useRef } from "react";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
  Filler,
  type ChartConfiguration,
} from "chart.js";

// Only the pieces the dashboard draws, so the admin chunk carries no more of Chart.js than that.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend, Filler);

type ChartCanvasProps<T extends "bar" | "line"> = {
  config: ChartConfiguration<T>;
  /** What the chart shows, for people who cannot see it (a table follows it too). */
  label: string;
  height?: number;
};

/** A Chart.js chart on a canvas, redrawn when its configuration changes and freed on unmount. */
export function ChartCanvas<T extends "bar" | "line">({ config, label, height = 240 }: ChartCanvasProps<T>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="dashboard-chart__canvas" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
