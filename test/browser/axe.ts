import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/*
 * axe-core (Deque's accessibility engine, a dev dependency) in a playground tab: injected once per
 * page, then run on one region at a time. Only what axe rates serious or critical fails a test; a
 * finding reads "<where>: <rule id> at <node> (<what axe says>)", so a failure names the rule and
 * the element to fix.
 */

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Adds axe to the page (once: a page keeps it across the playground's re-renders). */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.addScriptTag({ path: AXE_SOURCE });
}

/** How many regions were audited, for the run's figures. */
export const audits = { count: 0 };

/** The serious and critical violations inside the elements the selectors match, in one run. */
export async function audit(page: Page, where: string, selectors: string[]): Promise<string[]> {
  await injectAxe(page);
  audits.count++;
  const found = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: AxeLike }).axe;
    const result = await axe.run({ include }, { resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) =>
        v.nodes.map(
          (node) =>
            `${v.id} at ${node.target.join(" ")} (${node.failureSummary.replace(/\s+/g, " ").trim()})`,
        ),
      );

    interface AxeLike {
      run(
        context: { include: string[] },
        options: { resultTypes: string[] },
      ): Promise<{
        violations: {
          id: string;
          impact: string | null;
          nodes: { target: string[]; failureSummary: string }[];
        }[];
      }>;
    }
  }, selectors);
  return found.map((finding) => `${where}: ${finding}`);
}

/**
 * Controls inside `selector` (each match on its own: a card, the tracker) whose accessible name,
 * as axe computes it, another control of the same region also has: "<name> ×<count>".
 */
export async function repeatedNames(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate((regionSelector) => {
    const axe = (
      window as unknown as {
        axe: {
          setup(node: Node): void;
          teardown(): void;
          commons: { text: { accessibleText(element: Element): string } };
        };
      }
    ).axe;
    // axe names elements from its own copy of the page, made by setup
    axe.setup(document);
    const text = axe.commons.text;
    const repeated = [...document.querySelectorAll(regionSelector)].flatMap((region) => {
      const counts = new Map<string, number>();
      for (const control of region.querySelectorAll("button, input, select")) {
        // a control not drawn (inside a closed <details>) is out of the accessibility tree
        if (!control.checkVisibility()) continue;
        const name = text.accessibleText(control).trim();
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return [...counts].filter(([, n]) => n > 1).map(([name, n]) => `${name} ×${n}`);
    });
    axe.teardown();
    return repeated;
  }, selector);
}
