import { demoToken } from '../../tests/support/signed-in.js';
import { launchBrowser } from '../../tests/support/browser.js';
import {
  lighthouseMobile,
  measurePageWeight,
  medianRun,
  signedInPages,
  signedOutPages,
  type LighthouseRun,
  type PageWeight,
} from '../../tests/support/page-weight.js';
import { startStack } from '../../tests/support/stack.js';

const started = Date.now();
function progress(figure: unknown): void {
  console.error(
    `  page weight +${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(figure)}`,
  );
}

/** The pages Lighthouse scores (issue 15), and how many runs each: the median is reported. */
export const lighthousePages = ['/', '/login', '/dashboard', '/journal'];
const lighthouseRuns = 3;

/**
 * Page weight (issue 15): every page loaded cold from the built front end on the local origin
 * (the production headers and fallback), signed in as the demo where needed; then Lighthouse
 * mobile, median of three, on the four pages the issue names.
 */
export async function pageWeightBench(options: { lighthouse?: boolean } = {}) {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const token = await demoToken(stack);
    const weights: PageWeight[] = [];
    for (const path of signedOutPages) {
      weights.push(await measurePageWeight(browser, stack.url, path, null));
      progress(weights.at(-1));
    }
    for (const path of signedInPages) {
      weights.push(await measurePageWeight(browser, stack.url, path, token));
      progress(weights.at(-1));
    }
    const lighthouse: (LighthouseRun & { runs: LighthouseRun[] })[] = [];
    if (options.lighthouse !== false) {
      for (const path of lighthousePages) {
        const runs: LighthouseRun[] = [];
        const signedIn = signedInPages.includes(path);
        for (let i = 0; i < lighthouseRuns; i++) {
          runs.push(await lighthouseMobile(stack.url, path, signedIn ? token : null));
          progress(runs.at(-1));
        }
        lighthouse.push({ ...medianRun(runs), runs });
      }
    }
    return { weights, lighthouse };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
