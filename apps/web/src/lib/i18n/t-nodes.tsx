import { Fragment, type ReactNode } from "react";
import { t, type Message } from "./i18n.ts";

/**
 * A sentence with elements in it (a link, a bold email), in the active language's word order:
 * `tNodes(msg, { phone: <a href=...>{phone}</a> })` for "Phone {phone}, every day.".
 */
export function tNodes(message: Message, nodes: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
  return t(message, marks)
    .split("\u0000")
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[names[Number(part)]!] : part}</Fragment>);
}
