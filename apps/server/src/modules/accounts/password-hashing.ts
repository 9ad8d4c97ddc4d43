import { hash, verify } from "@node-rs/argon2";

// 2 is Argon2id in the library's (ambient const) Algorithm enum.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a throwaway password, so a login for an unknown email costs the same time as
// one for a known email and accounts cannot be probed by timing.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword("decoy-password-that-never-matches");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
