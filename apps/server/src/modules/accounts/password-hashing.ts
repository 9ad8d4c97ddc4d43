import { hash, verify } from "@node-rs/argon2";

// 2 is Argon2id in the library's (ambient const) Algorithm enum.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MB while it runs, and the thread pool would run four at once: a burst of
// sign-ups or logins then costs 76 MB. One at a time holds 19 MB, which keeps a process under
// its 150 MB budget while it also takes orders (scripts/bench/memory.mjs: two at a time peaked at
// 166-169 MB, one at 150), and leaves the other core of a small server to customers' requests.
// A hash takes tens of milliseconds, so even a burst of sign-ups waits little; logins are also
// rate-limited per client.
const MAX_AT_ONCE = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
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
