import { describe, expect, it } from "vitest";
import { compileMessage as linguiCompile } from "@lingui/message-utils/compileMessage";
import { allErrorCodes, errorCodeParams, errorCodesByText } from "@taaza/domain";
import { compileMessage } from "../src/lib/i18n/compile-message.ts";
import { NAMESPACES, type Message } from "../src/lib/i18n/i18n.ts";
import { SERVER_CODES } from "../src/lib/i18n/messages/server.ts";

/** Every namespace's English texts, read from messages/<namespace>.ts. */
const english = import.meta.glob<Record<string, Record<string, Message>>>("../src/lib/i18n/messages/*.ts", { eager: true });
const catalogues = import.meta.glob<{ default: Record<string, string> }>("../src/lib/i18n/catalogs/*/*.ts", { eager: true });

function englishTexts(namespace: string): Record<string, string> {
  if (namespace === "server") {
    const byCode = new Map([...errorCodesByText()].map(([text, code]) => [code, text]));
    // A patterned message's English is built on the server; its arguments are the pattern's.
    const pattern = (code: string) =>
      errorCodeParams(code)
        .map((name) => `{${name}}`)
        .join(" ");
    return Object.fromEntries(SERVER_CODES.map((code) => [code, byCode.get(code) ?? pattern(code)]));
  }
  const module = english[`../src/lib/i18n/messages/${namespace}.ts`];
  if (!module) return {};
  const [messages] = Object.values(module);
  return Object.fromEntries(Object.entries(messages ?? {}).map(([key, message]) => [key, message.message]));
}

/** The names of a message's arguments ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)]
    .map((match) => match[1]!)
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();
}

const namespaces = NAMESPACES.filter((namespace) => namespace === "server" || english[`../src/lib/i18n/messages/${namespace}.ts`]);

describe.each(["mr", "hi"])("the %s catalogues", (locale) => {
  it.each(namespaces)("%s has exactly the English keys, the same arguments, and compiles", (namespace) => {
    const catalogue = catalogues[`../src/lib/i18n/catalogs/${locale}/${namespace}.ts`]?.default;
    expect(catalogue, `catalogs/${locale}/${namespace}.ts`).toBeDefined();
    const source = englishTexts(namespace);
    expect(Object.keys(catalogue!).sort()).toEqual(Object.keys(source).sort());
    for (const [key, text] of Object.entries(catalogue!)) {
      expect(text.trim(), `${namespace}.${key} is empty`).not.toBe("");
      expect(argumentsOf(text), `${namespace}.${key} arguments`).toEqual(argumentsOf(source[key]!));
      expect(compileMessage(text), `${namespace}.${key}`).toEqual(linguiCompile(text));
    }
  });
});

describe("English source texts", () => {
  it.each(namespaces.filter((n) => n !== "server"))("%s compiles as Lingui's own compiler does", (namespace) => {
    for (const text of Object.values(englishTexts(namespace))) expect(compileMessage(text)).toEqual(linguiCompile(text));
  });

  it("translates only codes the server really sends", () => {
    const codes = new Set(allErrorCodes());
    expect(SERVER_CODES.filter((code) => !codes.has(code))).toEqual([]);
  });
});
