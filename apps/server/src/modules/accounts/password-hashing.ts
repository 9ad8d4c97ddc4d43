import { hash, verify } from "@node-rs/argon2";

// 2 is Argon2id in the library's (ambient const) Algorithm enum.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Hashes run off the event loop on libuv's worker threads (@node-rs/argon2's async calls); this
// limiter makes those a small pool. Each hash holds 19 MB while it runs. One at a time (before)
// meant one slow sign-in queued every other; two at a time lets a second sign-in through while
// holding 38 MB at most, and still leaves the server's other core and threads to customers'
// requests (the memory bench measured 166-169 MB peak with two, against 150 with one: see
// decision 025). Logins are also rate-limited per client and per account.
export const HASHING_POOL_SIZE = 2;
let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_POOL_SIZE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The most hashes that ran at once since the last call (what the pool test reads), then reset. */
export function takeHashingPeak(): number {
  const seen = peak;
  peak = running;
  return seen;
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

// A real hash of a throwaway password, so a login for an unknown email costs the same time as
// one for a known email and accounts cannot be probed by timing.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword("decoy-password-that-never-matches");
    const decoyHash = await decoy;
    await limited(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(passwordHash, password)).catch(() => false);
}
