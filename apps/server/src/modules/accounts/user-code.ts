import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: staff read these ids aloud on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** The customer id staff see and search for, e.g. "TZ7K3QMA". */
export function newUserCode(): string {
  let code = "TZ";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
