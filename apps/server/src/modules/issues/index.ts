// Issues' front door: a customer's issue with a delivered order (lines, reason, note, photos)
// and its gapless ticket, the states open → acknowledged → resolved with who and when, staff's
// queue and the overdue counts the dashboard flags. Resolving with a refund spans modules:
// processes/resolve-issue.ts.
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { orderLinesOf } from "../../read-models/issue-views.ts";
import { issuesAdminRoutes, issuesStoreRoutes, type IssuesRouteDeps } from "./issues-routes.ts";
import {
  erasePhotos,
  findIssueRow,
  lockIssue,
  overdueTickets,
  removePhotos,
  resolveLockedIssue,
  type IssueResolutionRecord,
  type IssueRow,
  type IssuesDeps,
} from "./issues-use-cases.ts";

export type { IssueRow } from "./issues-use-cases.ts";
export type { ResolveIssue } from "./issues-routes.ts";
export type { IssuesDeps } from "./issues-use-cases.ts";

export type Issues = ReturnType<typeof createIssues>;

export function createIssues(deps: IssuesDeps) {
  return {
    /** The issue as it is now, unlocked (to find its order, whose lock comes first). */
    find: (db: Database, issueId: string) => findIssueRow(db, issueId),
    /** The issue, locked until `tx` ends (take its order's lock first). */
    lock: (tx: Database, issueId: string) => lockIssue(tx, issueId),
    /** Resolves a locked issue and tells the customer (in `tx`). */
    resolveLocked: (tx: Database, issue: IssueRow, resolution: IssueResolutionRecord) => resolveLockedIssue(deps, tx, issue, resolution),
    /** The order's lines as a refund prices them (in `tx`). */
    orderLines: (tx: Database, orderId: string) => orderLinesOf(tx, orderId),
    /** Tickets past their 48-hour or 30-day limit (the dashboard's flags). */
    overdue: () => overdueTickets(deps),
    /** Erasure, in `tx`: the customer's issues lose their photos; answers the files to remove after commit. */
    erasePhotos: (tx: Database, userId: string) => erasePhotos(tx, userId),
    removePhotos: (names: readonly string[]) => removePhotos(deps.images, names),
    routes: (r: IssuesRouteDeps): ModuleRoutes => ({ store: issuesStoreRoutes(deps, r), admin: issuesAdminRoutes(deps, r) }),
  };
}
