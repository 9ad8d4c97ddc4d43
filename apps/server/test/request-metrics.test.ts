import { Counter, Histogram, Registry } from "prom-client";
import { expect, it } from "vitest";
import { DURATION_BUCKETS, RequestMetrics } from "../src/platform/http/request-metrics.ts";

// The shop's request tallies replace prom-client's Counter and Histogram on the hot path; what a
// scrape reads must stay exactly what those wrote, so dashboards and alerts see no change.
it("writes the same exposition text as prom-client's Counter and Histogram for the same answers", async () => {
  const ours = new Registry();
  const tallies = new RequestMetrics(ours);
  const theirs = new Registry();
  const labelNames = ["method", "route", "status"] as const;
  const counter = new Counter({ name: "http_requests_total", help: "HTTP requests answered", labelNames, registers: [theirs] });
  const histogram = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request",
    labelNames,
    buckets: [...DURATION_BUCKETS],
    registers: [theirs],
  });

  // Times on the bounds themselves (a bound is inclusive), between them and past the last one.
  const answers: [string, string, number, number][] = [
    ["GET", "/api/products", 200, 0.005],
    ["GET", "/api/products", 200, 0.0051],
    ["GET", "/api/products", 304, 0.0001],
    ["POST", "/api/order", 201, 0.1],
    ["POST", "/api/order", 409, 7.5],
    ["GET", "/api/products/:id", 200, 0.75],
    ["GET", "/api/products", 200, 2.5],
    ["POST", "/api/order", 201, 0.026],
  ];
  for (const [method, route, status, seconds] of answers) {
    tallies.observe(method, route, status, seconds);
    const labels = { method, route, status: String(status) };
    counter.inc(labels);
    histogram.observe(labels, seconds);
  }

  const text = await ours.metrics();
  expect(text).toBe(await theirs.metrics());
  expect(text).toContain('http_requests_total{method="GET",route="/api/products",status="200"} 3');
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/products",status="200"} 1');

  // Resetting the registry starts the counts again, as prom-client's metrics do.
  ours.resetMetrics();
  expect(await ours.metrics()).not.toContain("http_requests_total{");
});
