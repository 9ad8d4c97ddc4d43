/**
 * How the drawn pages' HTML is read here: a tag runs to the first ">" outside quotes (an
 * attribute's value may hold one: Preact writes `alt="a > b"` as it is), and an attribute is
 * read with its value, so a value holding " src=" is passed over whole.
 */

/** What follows a tag's name up to its closing ">". */
export const TAG_REST = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;

/** Every tag with one of `names` ("img", "img|source"). */
export const tagsNamed = (names: string, flags = "gi") => new RegExp(`<(?:${names})\\b${TAG_REST}>`, flags);

/** One attribute: the space before it, its name, and `="value"` (or `='value'`, or unquoted) if it has one. */
const ATTRIBUTE = /(\s)([a-zA-Z][\w:.-]*)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** A tag's attributes by lower-case name, values as written (still HTML-escaped, quotes off). */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, , name = "", assigned = ""] of tag.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), assigned.replace(/^\s*=\s*/, "").replace(/^(["'])([\s\S]*)\1$/, "$2"));
  }
  return attributes;
}

/** The tag with each attribute `rename` gives a new name for (lower-case) renamed, its value kept. */
export function renameAttributes(tag: string, rename: (name: string) => string | null): string {
  return tag.replace(ATTRIBUTE, (attribute, space: string, name: string, assigned = "") => {
    const renamed = rename(name.toLowerCase());
    return renamed === null ? attribute : `${space}${renamed}${assigned}`;
  });
}
