/** A capacity typed by staff: blank = unlimited (null), else a whole number 0 or more; undefined when neither. */
export function parseCapacity(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export const CAPACITY_HINT = "Blank = unlimited; 0 = closed";

export function describeCapacity(capacity: number | null): string {
  if (capacity === null) return "Unlimited";
  if (capacity === 0) return "Closed";
  return `${capacity} ${capacity === 1 ? "order" : "orders"}`;
}
