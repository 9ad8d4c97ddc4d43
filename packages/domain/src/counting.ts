/** "1 order", "3 orders": a count with its noun agreeing (staff once read "1 orders"). English only. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
