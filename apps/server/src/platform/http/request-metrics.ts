import type { Registry } from "prom-client";

/** The upper bounds of the request-duration histogram, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const DURATION = "http_request_duration_seconds";

/** One method, route and status: how many answers, their total time, and how many fell in each bucket. */
interface Tally {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Answers per bucket, not cumulative; the last one is +Inf. */
  perBucket: number[];
}

/** One line of a metric as prom-client's Registry reads it. */
interface ExportedValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The shape prom-client's Registry reads from a metric when it writes the exposition text. */
interface ExportedMetric {
  name: string;
  help: string;
  type: "counter" | "histogram";
  aggregator: "sum";
  get(): Promise<{ name: string; help: string; type: string; aggregator: "sum"; values: ExportedValue[] }>;
  reset(): void;
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, by method, route pattern and
 * status. Every answer passes through here, the public read lane's 27 µs ones too; prom-client's
 * own Counter and Histogram build a string key from the labels on each call and look it up (about
 * 1 µs for the pair). Here the tallies are found through maps of the label values themselves,
 * which are the same few strings all day (a method, a route pattern), and the text is made only
 * when the metrics are read.
 */
export class RequestMetrics {
  private readonly byMethod = new Map<string, Map<string, Map<number, Tally>>>();
  private tallies: Tally[] = [];

  constructor(registry: Registry) {
    registry.registerMetric(this.exported("http_requests_total", "HTTP requests answered", "counter", () => this.counts()) as never);
    registry.registerMetric(this.exported(DURATION, "Time to answer an HTTP request", "histogram", () => this.durations()) as never);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byRoute = this.byMethod.get(method);
    if (!byRoute) this.byMethod.set(method, (byRoute = new Map<string, Map<number, Tally>>()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, Tally>()));
    let tally = byStatus.get(statusCode);
    if (!tally) {
      tally = {
        labels: { method, route, status: String(statusCode) },
        count: 0,
        sum: 0,
        perBucket: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
      };
      byStatus.set(statusCode, tally);
      this.tallies.push(tally);
    }
    tally.count++;
    tally.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    tally.perBucket[bucket]!++;
  }

  private reset(): void {
    this.byMethod.clear();
    this.tallies = [];
  }

  private exported(name: string, help: string, type: ExportedMetric["type"], values: () => ExportedValue[]): ExportedMetric {
    return {
      name,
      help,
      type,
      aggregator: "sum",
      reset: () => this.reset(),
      get: async () => ({ name, help, type, aggregator: "sum", values: values() }),
    };
  }

  private counts(): ExportedValue[] {
    return this.tallies.map((t) => ({ labels: t.labels, value: t.count }));
  }

  private durations(): ExportedValue[] {
    return this.tallies.flatMap((t) => {
      let cumulative = 0;
      const buckets = t.perBucket.map((n, i) => {
        cumulative += n;
        // As prom-client writes them: the bound first, then the request's labels.
        return {
          labels: { le: i < DURATION_BUCKETS.length ? DURATION_BUCKETS[i]! : "+Inf", ...t.labels },
          value: cumulative,
          metricName: `${DURATION}_bucket`,
        };
      });
      return [
        ...buckets,
        { labels: t.labels, value: t.sum, metricName: `${DURATION}_sum` },
        { labels: t.labels, value: t.count, metricName: `${DURATION}_count` },
      ];
    });
  }
}
