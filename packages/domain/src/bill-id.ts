/**
 * A bill id as the spec has it: a hash sign, two different digits, then letters, six characters
 * in all (e.g. "#47KQM"). About 1.6 million of them: the database's unique index catches the
 * rare repeat and the server draws again.
 */
export const BILL_ID_PATTERN = /^#(\d)(?!\1)\d[A-Z]{3}$/;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** `random(n)` returns a whole number in [0, n); the server passes a cryptographic one. */
export function newBillId(random: (n: number) => number): string {
  const first = random(10);
  let second = random(9);
  if (second >= first) second += 1;
  let id = `#${first}${second}`;
  for (let i = 0; i < 3; i++) id += LETTERS[random(LETTERS.length)];
  return id;
}
