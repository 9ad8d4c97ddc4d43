import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dateTimeInput, type OrderEvent } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import { newOrdersSince, type LiveOrdersDeps } from "./live-orders-use-cases.ts";

/** Proxies and load balancers drop a connection silent for a minute; a comment line keeps it open. */
const KEEP_ALIVE_MS = 25_000;

const eventsQuery = z.object({ since: dateTimeInput("since must be a date and time").optional() });

/**
 * Server-sent events for staff's screens. The browser reads this with `fetch` (an EventSource
 * cannot send the bearer token), so the Admin check is the ordinary one, before anything streams.
 */
export function liveOrdersRoutes(deps: LiveOrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<ServerResponse>();

    // Open streams never finish on their own: end them before the server waits for its connections.
    app.addHook("preClose", async () => {
      for (const stream of streams) stream.end();
    });

    app.get(
      "/admin/orders/events",
      {
        schema: { tags: ["admin"], querystring: eventsQuery, response: { 400: errorBody, 401: errorBody, 403: errorBody } },
      },
      async (request, reply) => {
        const newOrders = await newOrdersSince(deps, request.query.since ? new Date(request.query.since) : undefined);
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          // nginx would otherwise hold events back in its buffer.
          "x-accel-buffering": "no",
          // The stream holds its connection until it ends; the connection is not reused after, so
          // a closing server is never left waiting on it.
          connection: "close",
          "x-request-id": request.id,
        });
        const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        stream.write("retry: 3000\n\n");
        send("hello", { newOrders });
        const unsubscribe = deps.orderEvents.subscribe((event: OrderEvent) => send("order", event));
        const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
        streams.add(stream);
        stream.on("close", () => {
          clearInterval(keepAlive);
          unsubscribe();
          streams.delete(stream);
        });
      },
    );
  };
}
