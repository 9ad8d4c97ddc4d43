import * as React from "react";
import * as ReactDomClient from "react-dom/client";
import * as PreactCompat from "preact/compat";
import * as PreactClient from "preact/compat/client";
import { describe, expect, it } from "vitest";

// The browser runs the app's React code on Preact (docs/decisions/019-preact-runtime.md): the web
// tests must test that, not the React that @types/react and the devDependencies bring along.
describe("the web tests' runtime", () => {
  it("is Preact, as the app ships", () => {
    expect(React.createElement).toBe(PreactCompat.createElement);
    expect(React.useSyncExternalStore).toBe(PreactCompat.useSyncExternalStore);
    expect(ReactDomClient.hydrateRoot).toBe(PreactClient.hydrateRoot);
  });
});
