import { useCallback, useEffect, useRef, useState } from "react";
import type { OrderEvent } from "@taaza/domain";
import { ApiError } from "../../../../lib/api-client.ts";
import { readOrderEvents } from "../api/order-events.ts";
import { playChime, prepareChime, readOrderSound, readOrdersViewedAt, saveOrderSound, saveOrdersViewedAt } from "../live-orders-store.ts";

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export type LiveOrders = {
  /** Orders placed since staff last looked at the Orders screen. */
  newOrders: number;
  /** Staff are looking at the orders now: the badge goes back to 0. */
  markViewed: () => void;
  sound: boolean;
  setSound: (on: boolean) => void;
};

/**
 * Keeps one event stream open while an Admin is signed in (reconnecting with backoff when it
 * drops), calls `onChange` for every order change so screens refetch, counts new orders for the
 * badge and, if staff turned it on, chimes.
 */
export function useLiveOrders(options: { enabled: boolean; viewing: boolean; onChange: (event: OrderEvent | null) => void }): LiveOrders {
  const { enabled, viewing } = options;
  const [newOrders, setNewOrders] = useState(0);
  const [sound, setSoundState] = useState(readOrderSound);
  const latest = useRef({ onChange: options.onChange, viewing, sound });
  useEffect(() => {
    latest.current = { onChange: options.onChange, viewing, sound };
  });

  const markViewed = useCallback(() => {
    saveOrdersViewedAt(new Date().toISOString());
    setNewOrders(0);
  }, []);

  // Opening the Orders screen clears the badge (state adjusted while rendering, not in an effect).
  const [wasViewing, setWasViewing] = useState(viewing);
  if (viewing !== wasViewing) {
    setWasViewing(viewing);
    if (viewing) setNewOrders(0);
  }
  useEffect(() => {
    if (viewing) saveOrdersViewedAt(new Date().toISOString());
  }, [viewing]);

  useEffect(() => {
    if (!enabled) return;
    const aborter = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readOrderEvents(
        readOrdersViewedAt(),
        {
          onHello: (count) => {
            attempt = 0;
            setNewOrders(latest.current.viewing ? 0 : (count ?? 0));
            // Whatever happened while disconnected is unknown: screens read afresh.
            latest.current.onChange(null);
          },
          onOrder: (event) => {
            latest.current.onChange(event);
            if (event.kind !== "placed") return;
            if (latest.current.viewing) saveOrdersViewedAt(event.at);
            else setNewOrders((count) => count + 1);
            if (latest.current.sound) playChime();
          },
        },
        aborter.signal,
      )
        .catch((error: unknown) => {
          // Signed out or no longer an Admin: stop; the layout shows the sign-in prompt.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return "stop";
        })
        .then((outcome) => {
          if (aborter.signal.aborted || outcome === "stop") return;
          timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
          attempt += 1;
        })
        .catch(() => undefined);
    };
    connect();
    return () => {
      aborter.abort();
      clearTimeout(timer);
    };
  }, [enabled]);

  const setSound = useCallback((on: boolean) => {
    if (on) prepareChime();
    saveOrderSound(on);
    setSoundState(on);
  }, []);

  return { newOrders: viewing ? 0 : newOrders, markViewed, sound, setSound };
}
