import * as React from "react";
import * as ReactDomClient from "react-dom/client";
import * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";

// The browser and the server run React 19 (docs/decisions/022-react-everywhere.md, which
// supersedes 019's Preact): the web tests must test that, with nothing aliased in between.
describe("the web tests' runtime", () => {
  it("is React 19, as the app ships", () => {
    expect(React.version).toMatch(/^19\./);
    expect(ReactDomServer.version).toBe(React.version);
    expect(typeof ReactDomClient.hydrateRoot).toBe("function");
    // Preact's compat layer has no React internals: the real React does.
    expect(React).toHaveProperty("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE");
  });
});
