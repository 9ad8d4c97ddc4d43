/** Choices of a plural or select argument by key ("one", "other", "=0"), and a plural's offset. */
export type Choices = { [key: string]: CompiledMessage | number | undefined; offset?: number };
/** A text, "#" (a plural's count), or an argument: `[name]` or `[name, kind, choices]`. */
export type Token = string | [name: string] | [name: string, kind: "plural" | "selectordinal" | "select", choices: Choices];
/** A message compiled: Lingui's compiled form (format-message.ts fills it in). */
export type CompiledMessage = Token[];

const cache = new Map<string, CompiledMessage>();

/**
 * Turns an ICU message ("{count, plural, one {# item} other {# items}}") into Lingui's compiled
 * form, in the browser, in a few hundred bytes. Lingui's own compiler (@lingui/message-utils) is
 * complete but weighs several kB, too much for the home page's budget, and its build-time
 * extraction needs a Babel/SWC macro this app does not use. The subset kept here is what the
 * shop's catalogues use: `{name}` and `{name, plural|selectordinal|select, key {...} ...}` with
 * `#` and `=N` keys. `{name, number|date|time}` is refused: the shop writes counts itself
 * (format-message.ts) and no text needs a date or number style. Apostrophes are plain text (no
 * ICU quoting); a unit test compares the output with Lingui's compiler for every catalogue message.
 */
export function compileMessage(message: string): CompiledMessage {
  let compiled = cache.get(message);
  if (!compiled) {
    compiled = message.includes("{") ? parse(message) : [message];
    cache.set(message, compiled);
  }
  return compiled;
}

function parse(message: string): CompiledMessage {
  let at = 0;

  function tokens(inPlural: boolean): CompiledMessage {
    const out: CompiledMessage = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < message.length) {
      const ch = message[at]!;
      if (ch === "}") break;
      if (ch === "{") {
        flush();
        at++;
        out.push(argument());
        continue;
      }
      if (ch === "#" && inPlural) {
        flush();
        out.push("#");
        at++;
        continue;
      }
      text += ch;
      at++;
    }
    flush();
    return out;
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at));
    if (!match) throw new SyntaxError(`Bad ICU message at ${at}: ${message}`);
    at += match[0].length;
    return match[1]!;
  }

  function argument(): Token {
    const name = word();
    if (message[at] === "}") {
      at++;
      return [name];
    }
    at++; // ","
    const type = word();
    if (type === "plural" || type === "selectordinal" || type === "select") {
      at++; // ","
      const options: Choices = {};
      while (message[at] !== "}") {
        const key = word();
        if (key.startsWith("offset:")) {
          options.offset = Number(key.slice(7));
          continue;
        }
        at++; // "{"
        options[key.startsWith("=") ? key.slice(1) : key] = tokens(type !== "select");
        at++; // "}"
        while (message[at] === " ") at++;
      }
      at++;
      return [name, type, options];
    }
    throw new SyntaxError(`Unsupported argument type "${type}" in: ${message}`);
  }

  return tokens(false);
}
