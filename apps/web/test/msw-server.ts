import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * The API as the tests want it: each test adds the handlers it is about with `server.use`. The
 * morning's stock, which every product card asks for once hydrated, answers "nothing stocked".
 */
export const server = setupServer(
  http.get("/api/stock-levels", () => HttpResponse.json({ today: "2026-11-23", tomorrow: "2026-11-24", products: [] })),
  http.get("/api/products/todays-catch", () => HttpResponse.json([])),
);
