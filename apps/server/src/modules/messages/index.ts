// Messages' front door: events record notices in the outbox inside their own transaction
// (`notify`), the dispatcher renders and sends them (`startOutboxDispatcher`, started by
// app.ts), the email channel chosen from the configuration, and staff's outbox routes.
export { channelFromConfig } from "./channel-from-config.ts";
export { type Notice, type Notifier } from "./notifier.ts";
export {
  dispatchOutbox,
  eventLoopProbe,
  passLimits,
  retryDelayMs,
  startOutboxDispatcher,
  LONGEST_WAIT_FOR_QUIET_MS,
  MAX_SEND_ATTEMPTS,
  type BusyProbe,
  type DispatchReport,
} from "./outbox-dispatcher.ts";
export { notify, outboxNotifier, recentNotices } from "./outbox-notifier.ts";
export { outboxRoutes } from "./outbox-routes.ts";
