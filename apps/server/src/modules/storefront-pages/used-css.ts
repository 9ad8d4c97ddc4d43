import { TAG_REST } from "./html-tags.ts";

/**
 * The rules of a stylesheet that a drawn page can use: a style rule stays when one of its
 * selectors names only classes, ids, elements and attributes that occur in the page's HTML
 * (combinators, attribute values and pseudo-classes are not checked, so it keeps rather more
 * than it needs; a toast library's dozens of `[data-...]` rules go). At-rules
 * that group rules (@media, @supports, @layer, @container) are pruned inside, and stay, empty if
 * need be (the whole stylesheet's rules join them later, in place); every other
 * at-rule (@keyframes, @font-face, ...) stays whole. What the page shows only once it is
 * interactive (an open menu, a toast) comes with the whole stylesheet, which the page loads
 * before its code (load-after-paint.js).
 */
export function usedCss(css: string, html: string): string {
  let parsed = parsedStylesheets.get(css);
  if (!parsed) {
    if (parsedStylesheets.size >= 16) parsedStylesheets.clear();
    parsedStylesheets.set(css, (parsed = blocks(css)));
  }
  return prune(parsed, namesIn(html));
}

// A build has a handful of stylesheets, each parsed once, not on every page draw.
const parsedStylesheets = new Map<string, Block[]>();

interface Names {
  classes: Set<string>;
  ids: Set<string>;
  elements: Set<string>;
  attributes: Set<string>;
}

// Any opening tag, its name and the rest (html-tags.ts: a ">" inside quotes does not end it).
const ANY_TAG = new RegExp(`<([a-zA-Z][a-zA-Z0-9-]*)(${TAG_REST})>`, "g");

function namesIn(html: string): Names {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const elements = new Set(["html", "body"]);
  for (const [, list = ""] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) classes.add(name);
  for (const [, id = ""] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(id);
  const attributes = new Set<string>();
  for (const [, element = "", rest = ""] of html.matchAll(ANY_TAG)) {
    elements.add(element.toLowerCase());
    for (const [, attribute = ""] of rest.replace(/"[^"]*"|'[^']*'/g, "").matchAll(/([^\s=/]+)/g)) attributes.add(attribute.toLowerCase());
  }
  return { classes, ids, elements, attributes };
}

/** A rule: `prelude { body }`, or a statement (`@import ...;`) with no body. */
interface Block {
  prelude: string;
  body: string | null;
}

/** The top-level rules of minified CSS, strings and nesting respected. */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  let at = 0;
  while (at < css.length) {
    let open = -1;
    let end = -1;
    let quote: string | null = null;
    for (let i = at; i < css.length; i++) {
      const ch = css[i];
      if (quote) {
        if (ch === "\\") i++;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === ";") {
        end = i;
        break;
      } else if (ch === "{") {
        open = i;
        break;
      }
    }
    if (open < 0) {
      const statement = css.slice(at, end < 0 ? css.length : end + 1).trim();
      if (statement) found.push({ prelude: statement, body: null });
      if (end < 0) break;
      at = end + 1;
      continue;
    }
    let depth = 1;
    let close = open + 1;
    quote = null;
    for (; close < css.length && depth > 0; close++) {
      const ch = css[close];
      if (quote) {
        if (ch === "\\") close++;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "{") depth++;
      else if (ch === "}") depth--;
    }
    found.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, close - 1) });
    at = close;
  }
  return found;
}

const GROUPING = /^@(media|supports|layer|container)\b/i;

function prune(rules: Block[], names: Names): string {
  return rules
    .map(({ prelude, body }) => {
      if (body === null) return `${prelude};`;
      // A grouping rule stays even when none of its rules do: load-after-paint.js fills it in
      // place, which restyles only what its rules match, where inserting the whole @media rule
      // would restyle the whole page.
      if (GROUPING.test(prelude)) return `${prelude}{${prune(blocks(body), names)}}`;
      if (prelude.startsWith("@")) return `${prelude}{${body}}`;
      return splitSelectors(prelude).some((selector) => mayMatch(selector, names)) ? `${prelude}{${body}}` : "";
    })
    .join("");
}

/** A selector list split at its top-level commas (not those inside `:is(a, b)`). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

function mayMatch(selector: string, { classes, ids, elements, attributes }: Names): boolean {
  // What is inside :not(), :is(), :where() or :has() is not required to be there; an
  // attribute's name is, its value is not checked.
  let plain = selector;
  for (let previous = ""; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:[a-z-]+\([^()]*\)/gi, "");
  }
  for (const [, attribute = ""] of plain.matchAll(/\[\s*([^\s~|^$*=\]]+)/g)) if (!attributes.has(attribute.toLowerCase())) return false;
  plain = plain.replace(/\[[^\]]*\]/g, "");
  plain = plain.replace(/::?[a-z-]+/gi, "");
  for (const [, name = ""] of plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(name)) return false;
  for (const [, id = ""] of plain.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) if (!ids.has(id)) return false;
  for (const [, element = ""] of plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][a-zA-Z0-9-]*)/g))
    if (!elements.has(element.toLowerCase())) return false;
  return true;
}
