/**
 * Requests the boot code (src/boot) starts before React renders, keyed by what they fetch. The
 * first query that needs one takes it instead of asking the server again; after that, queries
 * fetch as usual.
 */
const early = new Map<string, Promise<unknown>>();

export function startEarly<T>(key: string, request: Promise<T>): Promise<T> {
  // Not an error to report yet: the query that takes it handles the failure (and may retry).
  request.catch(() => undefined);
  early.set(key, request);
  return request;
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const request = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return request;
}
