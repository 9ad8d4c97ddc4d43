/**
 * What the page benchmarks that drive Chromium themselves share: their command-line options, the
 * browser started the same way, and, in a trace, the page's own main thread.
 */
import { chromium } from "playwright";

/**
 * The value after `name` on the command line, or the fallback.
 * @param {string} name
 * @param {string} fallback
 */
export function arg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** Chromium (`CHROME_PATH`, else the Debian package's), quiet: no updates, sync or GPU. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/**
 * The trace's parse of the page from `origin`: its pid and tid are the page's main thread (the
 * browser's own pages have renderers too). Undefined when the trace holds none.
 * @template {{ name: string, args?: any }} E
 * @param {E[]} events
 * @param {string} origin
 * @returns {E | undefined}
 */
export function pageParse(events, origin) {
  return events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(origin));
}
