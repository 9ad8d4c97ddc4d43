import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CARE_MESSAGES,
  idParams,
  ISSUE_PHOTO_LIMIT,
  issueClock,
  issueSchema,
  orderSchema,
  resolveIssueBody,
  type Issue,
  type Order,
  type ResolveIssueBody,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { Logger } from "../../platform/logger.ts";
import { staffActor, type Actor } from "../audit/index.ts";
import { readMultipartForm } from "../uploads/index.ts";
import { acknowledge, issueQueue, overdueTickets, reportIssue, type IssuesDeps } from "./issues-use-cases.ts";

/** Staff resolving a ticket, refunding its lines through the refund path (processes/resolve-issue.ts). */
export type ResolveIssue = (staff: Actor, issueId: string, body: ResolveIssueBody, log: Logger) => Promise<Issue>;

export interface IssuesRouteDeps {
  guards: Guards;
  resolveIssue: ResolveIssue;
  orderView: (orderId: string) => Promise<Order>;
  /** Reports per minute per client address: each may carry three photos to decode. */
  reportRateLimit: number;
}

const QUEUE_LIMIT = 200;

const queueSchema = z.object({
  data: z.array(
    z.object({
      issue: issueSchema,
      order: orderSchema,
      clock: z.object({
        acknowledgeBy: z.string(),
        resolveBy: z.string(),
        acknowledgeOverdue: z.boolean(),
        resolveOverdue: z.boolean(),
      }),
    }),
  ),
  overdue: z.object({ acknowledge: z.number().int(), resolve: z.number().int() }),
});

const issueResponse = {
  200: z.object({ data: issueSchema }),
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** The order's owner reporting an issue. */
export function issuesStoreRoutes(deps: IssuesDeps, { guards, reportRateLimit }: IssuesRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/orders/:id/issues",
      {
        config: { rateLimit: { max: reportRateLimit, timeWindow: "1 minute" } },
        schema: {
          tags: ["orders"],
          description: `Multipart: lineIds (one field per order line id), reason, note, up to ${ISSUE_PHOTO_LIMIT} images in photos. The order's owner only, from its delivery until the report window (ISSUE_REPORT_WINDOW_MINUTES) after it; 409 outside it, before delivery, or when a line is already in an unresolved ticket.`,
          params: idParams,
          response: {
            201: z.object({ data: issueSchema }),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const caller = await guards.requireUser(request);
        const issue = await reportIssue(deps, caller, request.params.id, () =>
          readMultipartForm(request, { maxFiles: ISSUE_PHOTO_LIMIT, tooManyFiles: CARE_MESSAGES.issue.tooManyPhotos }),
        );
        return reply.status(201).send({ data: issue });
      },
    );
  };
}

/** Staff's ticket queue and its actions. */
export function issuesAdminRoutes(deps: IssuesDeps, { resolveIssue, orderView }: IssuesRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/issues",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          description:
            "Unresolved tickets, oldest first, each with its order and its clock (acknowledge within 48 hours, resolve within 30 days).",
          response: { 200: queueSchema, 401: errorBody, 403: errorBody },
        },
      },
      async () => {
        const now = deps.clock.now();
        const issues = await issueQueue(deps, QUEUE_LIMIT);
        const orders = new Map<string, Order>();
        for (const id of new Set(issues.map((i) => i.orderId))) orders.set(id, await orderView(id));
        return {
          data: issues.map((issue) => ({ issue, order: orders.get(issue.orderId)!, clock: issueClock(issue, now) })),
          overdue: await overdueTickets(deps),
        };
      },
    );

    app.post(
      "/admin/issues/:id/acknowledge",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: idParams, response: issueResponse } },
      async (request) => ({ data: await acknowledge(deps, await staffActor(request), request.params.id) }),
    );

    app.post(
      "/admin/issues/:id/resolve",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          description:
            "resolution: refund (the issue's lines, or `lineIds` of them, through the refund path: never more than is left of what was paid), replacement (on the next order), or rejected (`note` is the reason the customer reads).",
          params: idParams,
          body: resolveIssueBody,
          response: issueResponse,
        },
      },
      async (request) => ({
        data: await resolveIssue(await staffActor(request), request.params.id, request.body, request.log),
      }),
    );
  };
}
