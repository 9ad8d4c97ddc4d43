import { setupServer } from "msw/node";

/** The API as the tests want it: each test adds the handlers it is about with `server.use`. */
export const server = setupServer();
