import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page, Fluent's focus bumpers aside, as it is now and returns one line per
 * violation: rule id, impact and the first offending element, so a failing test says what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy (no inline
  // scripts) neither blocks axe nor reports it as a violation.
  // Colours are judged as drawn: a toast still fading in has its text at part opacity, which axe
  // reads as low contrast. Wait (at most 2 s) for the running animations and transitions that
  // end (a spinner's never does) to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  // Fluent's modal dialogs hide the rest of the page (aria-hidden on #root) while open and lift
  // that a moment after they close: wait (at most 2 s) for a closed dialog to give the page back,
  // so a check right after a dialog closes judges the page, not the in-between. A page left
  // hidden for good still fails.
  await page
    .waitForFunction(
      () =>
        document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
        document.querySelector('#root[aria-hidden="true"]') === null,
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    // Fluent's focus-trap bumpers (Tabster's <i data-tabster-dummy>) are focusable and
    // aria-hidden by design: a known false positive of aria-hidden-focus (microsoft/tabster#288,
    // microsoft/accessibility-insights-web#7605 suppresses it the same way).
    const result = await axe.run(
      { exclude: [['[data-tabster-dummy]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    );
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${JSON.stringify(v.nodes[0]?.target ?? [])} and ${Math.max(0, v.nodes.length - 1)} more`,
    );
  });
  return violations;
}
