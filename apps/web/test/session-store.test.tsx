import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useSession } from "../src/hooks/use-session.ts";
import { clearSession, isSession, readSession, saveSession, subscribeToSession } from "../src/lib/session-store.ts";
import { buildSession, buildUser } from "./factories.ts";

/** What the browser does in this tab when another tab writes the same localStorage key. */
function writeFromAnotherTab(value: string | null, key: string | null = "user") {
  if (key !== null) {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } else {
    window.localStorage.clear();
  }
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
}

describe("the session store", () => {
  it("keeps the session under localStorage 'user' and hands out the same object until it changes", () => {
    const session = buildSession();
    saveSession(session);
    expect(JSON.parse(window.localStorage.getItem("user") ?? "null")).toEqual(session);
    const first = readSession();
    expect(first).toEqual(session);
    expect(readSession()).toBe(first);
    clearSession();
    expect(readSession()).toBeNull();
  });

  it("reads a hand-edited or broken value as signed out", () => {
    window.localStorage.setItem("user", "{not json");
    expect(readSession()).toBeNull();
    window.localStorage.setItem("user", JSON.stringify({ user: { _id: "u1", userType: "Owner" }, token: "t" }));
    expect(readSession()).toBeNull();
    expect(isSession({ user: { _id: "u1", userType: "User" }, token: "" })).toBe(false);
    expect(isSession({ user: { _id: "u1", userType: "Admin" }, token: "t" })).toBe(true);
  });

  it("tells its listeners about changes in this tab and in others, but not about other keys", () => {
    const listener = vi.fn();
    const stop = subscribeToSession(listener);
    saveSession(buildSession());
    expect(listener).toHaveBeenCalledTimes(1);
    writeFromAnotherTab(JSON.stringify(buildSession()));
    expect(listener).toHaveBeenCalledTimes(2);
    writeFromAnotherTab("1", "taaza-pincode");
    expect(listener).toHaveBeenCalledTimes(2);
    // Another tab's localStorage.clear() arrives with no key.
    writeFromAnotherTab(null, null);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    saveSession(buildSession());
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("signs this tab in and out when another tab does", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    const session = buildSession(buildUser({ username: "Ravi" }));
    act(() => writeFromAnotherTab(JSON.stringify(session)));
    expect(result.current?.user.username).toBe("Ravi");

    act(() => writeFromAnotherTab(null));
    expect(result.current).toBeNull();
  });
});
