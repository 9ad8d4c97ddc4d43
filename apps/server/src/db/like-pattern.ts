/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters to look for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
