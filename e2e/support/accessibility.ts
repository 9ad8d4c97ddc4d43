import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails the test with what axe finds against WCAG 2.1 A and AA on the page, each as "<where>: rule
 * (elements)"; with `include`, only inside that element (a dialog: the page behind it is dimmed on
 * purpose). A part fading in (the cart bar, a toast) is part transparent, and axe would judge its
 * contrast mid-fade: the audit waits for finite animations and transitions to end (endless ones, a
 * spinner, never do). AxeBuilder needs a page from browser.newContext() (STACK.md) or Playwright's
 * own page fixture.
 */
export async function expectNoAxeViolations(page: Page, where: string, { include }: { include?: string } = {}): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
