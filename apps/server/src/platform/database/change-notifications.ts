import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import type { Database, DatabaseLog } from "./client.ts";

/**
 * Tells every process of the shop that data they may cache has changed. A process that wrote
 * forgets its own caches at once; the others hear it through here, so a new price or banner
 * shows everywhere on the next request rather than up to a cache lifetime later.
 */
export interface ChangeFeed {
  publish(): Promise<void>;
  /** Called on a change made by another process, and after a reconnect (changes may have been missed). */
  onChange(listener: () => void): void;
  /**
   * Sends a short message (JSON text, well under PostgreSQL's 8000-byte NOTIFY limit) on a topic
   * to every other process; sent when the surrounding work is committed, never before.
   */
  broadcast(topic: string, message: string): Promise<void>;
  /**
   * The same message as a SQL expression (`pg_notify(...)`) for the caller to evaluate inside
   * its own statement: sent when that statement's transaction commits, never if it rolls back,
   * and without a round trip of its own.
   */
  broadcastExpression(topic: string, message: string): SQL;
  /** Called with each message another process broadcast on the topic. */
  onBroadcast(topic: string, listener: (message: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "taaza_changes";
// Messages with a body (an order placed, for staff's live screens) travel on a channel of their own.
const MESSAGE_CHANNEL = "taaza_messages";

/**
 * PostgreSQL LISTEN/NOTIFY. NOTIFY goes through the ordinary pool (it works through PgBouncer
 * in transaction mode); LISTEN needs a session of its own, so it holds one direct connection
 * (`directUrl`) and opens it again, with backoff, whenever it is lost.
 */
export function postgresChangeFeed(
  db: Database,
  directUrl: string,
  log: DatabaseLog & { info(message: string): void },
): ChangeFeed & { listening(): Promise<void> } {
  const me = randomUUID();
  const listeners: (() => void)[] = [];
  const notifyAll = () => listeners.forEach((listener) => listener());
  const topicListeners = new Map<string, ((message: string) => void)[]>();
  const deliver = (payload: string) => {
    let envelope: { from?: unknown; topic?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.from === me || typeof envelope.topic !== "string" || typeof envelope.message !== "string") return;
    const message = envelope.message;
    topicListeners.get(envelope.topic)?.forEach((listener) => listener(message));
  };
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let resolveFirst: () => void = () => undefined;
  const firstListen = new Promise<void>((resolve) => (resolveFirst = resolve));

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(250 * 2 ** failures, 5000);
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: directUrl, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (!closed) {
        log.warn({ err: error }, "lost the change-notification connection; reconnecting");
        scheduleReconnect();
      }
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== me) notifyAll();
      if (message.channel === MESSAGE_CHANNEL && message.payload) deliver(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      await next.query(`listen ${MESSAGE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (failures > 0) log.info("change notifications are back");
      failures = 0;
      // Whatever changed while nobody listened is unknown: forget everything once.
      notifyAll();
      resolveFirst();
    } catch (error) {
      next.end().catch(() => undefined);
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();
  const broadcastExpression = (topic: string, message: string) =>
    sql`pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify({ from: me, topic, message })})`;

  return {
    async publish() {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${me})`);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async broadcast(topic, message) {
      await db.execute(sql`select ${broadcastExpression(topic, message)}`);
    },
    broadcastExpression,
    onBroadcast(topic, listener) {
      topicListeners.set(topic, [...(topicListeners.get(topic) ?? []), listener]);
    },
    listening: () => firstListen,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      resolveFirst();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
