import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dateTimeInput, idParams, SERVER_MESSAGES, type OrderEvent } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { notFound, tooManyAttempts, unauthorized } from "../../platform/errors.ts";
import { orderCustomer } from "../../read-models/deliveries.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { bearerToken, isStaffWith, type Authenticate } from "../../platform/http/guards.ts";
import { newOrdersSince, type LiveOrdersDeps } from "./live-orders-use-cases.ts";

/** Proxies and load balancers drop a connection silent for a minute; a comment line keeps it open. */
const KEEP_ALIVE_MS = 25_000;
/** How often a stream asks whether its session still signs in an Admin (cached; see authenticate). */
export const SESSION_RECHECK_MS = 2_000;
/** Open streams per staff member: a few screens and tabs, never an unbounded number of sockets. */
export const MAX_STREAMS_PER_STAFF = 4;

const eventsQuery = z.object({ since: dateTimeInput("since must be a date and time").optional() });

export interface LiveOrdersRouteDeps {
  /** Who a bearer token signs in now: a stream ends once its session has ended. */
  authenticate: Authenticate;
  /** The security headers of a non-HTML answer to this request (the stream is written past the hooks). */
  streamHeaders: (request: FastifyRequest) => Record<string, string>;
}

/**
 * The customer's own order as it moves (issue 29): an `order` event for each change of that
 * order (packed, out for delivery, delivered...), so the order page updates without a reload.
 * Someone else's order is answered like a missing one (404). Streams end with the session.
 */
export function orderTrackingRoutes(deps: LiveOrdersDeps, { authenticate, streamHeaders }: LiveOrdersRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();
    app.addHook("preClose", async () => {
      for (const stream of streams) stream.end();
    });
    app.get(
      "/orders/:id/events",
      { schema: { tags: ["orders"], params: idParams, response: { 401: errorBody, 404: errorBody } } },
      async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        const caller = token ? await authenticate(token) : null;
        if (!caller) throw unauthorized(token ? SERVER_MESSAGES.auth.sessionExpired : SERVER_MESSAGES.auth.notSignedIn);
        if ((await orderCustomer(deps.db, request.params.id)) !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
        const stream = openEventStream(request, reply, streamHeaders);
        const unsubscribe = deps.orderEvents.subscribe((event: OrderEvent) => {
          if (event.orderId === request.params.id) stream.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
        const recheck = setInterval(() => {
          authenticate(token!)
            .then((still) => still?.id === caller.id || stream.end())
            .catch(() => stream.end());
        }, SESSION_RECHECK_MS);
        streams.add(stream);
        stream.on("close", () => {
          clearInterval(keepAlive);
          clearInterval(recheck);
          unsubscribe();
          streams.delete(stream);
        });
      },
    );
  };
}

/**
 * Server-sent events for staff's screens. The browser reads this with `fetch` (an EventSource
 * cannot send the bearer token), so the Admin check is the ordinary one, before anything streams.
 * A stream lasts only as long as its session: sign-out, a session ended by a password change or
 * staff rights taken away end it within SESSION_RECHECK_MS.
 */
export function liveOrdersRoutes(deps: LiveOrdersDeps, { authenticate, streamHeaders }: LiveOrdersRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();
    const openPerStaff = new Map<string, number>();

    // Open streams never finish on their own: end them before the server waits for its connections.
    app.addHook("preClose", async () => {
      for (const stream of streams) stream.end();
    });

    app.get(
      "/admin/orders/events",
      {
        config: { roles: ROLES_FOR.floor },
        schema: { tags: ["admin"], querystring: eventsQuery, response: { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody } },
      },
      async (request, reply) => {
        // The admin tree's hook has let only staff this far, so the token signs in an Admin.
        const token = bearerToken(request.headers.authorization)!;
        const stillStaff = async () => isStaffWith(await authenticate(token), ROLES_FOR.floor);
        const staff = (await authenticate(token))!;
        const open = openPerStaff.get(staff.id) ?? 0;
        if (open >= MAX_STREAMS_PER_STAFF) throw tooManyAttempts(SERVER_MESSAGES.liveOrders.tooManyStreams);
        // Counted before anything is awaited, so streams opened at the same moment cannot all pass.
        openPerStaff.set(staff.id, open + 1);
        const release = () => {
          const left = (openPerStaff.get(staff.id) ?? 1) - 1;
          if (left > 0) openPerStaff.set(staff.id, left);
          else openPerStaff.delete(staff.id);
        };
        let newOrders: number | null;
        try {
          newOrders = await newOrdersSince(deps, request.query.since ? new Date(request.query.since) : undefined);
        } catch (error) {
          release();
          throw error;
        }
        const stream = openEventStream(request, reply, streamHeaders);
        const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        send("hello", { newOrders });
        const unsubscribe = deps.orderEvents.subscribe((event: OrderEvent) => send("order", event));
        const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
        const recheck = setInterval(() => {
          stillStaff()
            .then((ok) => ok || stream.end())
            .catch(() => stream.end());
        }, SESSION_RECHECK_MS);
        streams.add(stream);
        stream.on("close", () => {
          clearInterval(keepAlive);
          clearInterval(recheck);
          unsubscribe();
          streams.delete(stream);
          release();
        });
      },
    );
  };
}

/**
 * Takes the reply over as a server-sent event stream (staff's and the customer's alike) and tells
 * the browser to reconnect after 3 s when it drops.
 */
function openEventStream(request: FastifyRequest, reply: FastifyReply, streamHeaders: LiveOrdersRouteDeps["streamHeaders"]) {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    ...streamHeaders(request),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    // nginx would otherwise hold events back in its buffer.
    "x-accel-buffering": "no",
    // The stream holds its connection until it ends; the connection is not reused after, so
    // a closing server is never left waiting on it.
    connection: "close",
    "x-request-id": request.id,
  });
  stream.write("retry: 3000\n\n");
  return stream;
}
