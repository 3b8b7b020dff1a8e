/**
 * The account schemas (zod) load on intent, not with the signed-out pages (issue 15): a first
 * keystroke starts the download and a submit waits for it. The rules are the shared contract's,
 * and the server validates again.
 */
export const loadAuthContract = () => import('@stride/api/contracts/auth');

export function preloadAuthContract(): void {
  void loadAuthContract().catch(() => undefined);
}
