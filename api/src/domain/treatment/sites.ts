import { instantMs } from '../calendar-dates.js';
import type { InjectionRoute } from './schedule.js';

/** Injection sites, the routes each suits, and the site to suggest next. */

export const INJECTION_SITES = [
  'left-thigh',
  'right-thigh',
  'left-glute',
  'right-glute',
  'left-deltoid',
  'right-deltoid',
  'left-abdomen',
  'right-abdomen',
] as const;

export type InjectionSite = (typeof INJECTION_SITES)[number];

const SITES_BY_ROUTE: Record<InjectionRoute, readonly InjectionSite[]> = {
  IM: ['left-thigh', 'right-thigh', 'left-glute', 'right-glute', 'left-deltoid', 'right-deltoid'],
  SubQ: ['left-thigh', 'right-thigh', 'left-abdomen', 'right-abdomen'],
};

/** Sites valid for a route, in list order: IM thighs, glutes, deltoids; SubQ abdomen, thighs.
 *  With no route set, every site. */
export function sitesForRoute(route: InjectionRoute | null | undefined): readonly InjectionSite[] {
  return route ? SITES_BY_ROUTE[route] : INJECTION_SITES;
}

/** Whether a site suits a route (IM: thighs, glutes, deltoids; SubQ: abdomen, thighs); with
 *  no route given, every site does. */
export function siteFitsRoute(site: InjectionSite, route: InjectionRoute | null | undefined) {
  return sitesForRoute(route).includes(site);
}

export function isInjectionSite(value: string): value is InjectionSite {
  return (INJECTION_SITES as readonly string[]).includes(value);
}

export interface SiteUse {
  site: string;
  /** ISO instant with offset. */
  takenAt: string;
}

/**
 * The valid site used least recently: sites never used come first (in list order), then the
 * one whose latest use is oldest; ties go to list order. Uses of other sites are ignored.
 */
export function suggestedSite(
  route: InjectionRoute | null | undefined,
  injections: readonly SiteUse[],
): InjectionSite {
  const lastUse = new Map<string, number>();
  for (const injection of injections) {
    const ms = instantMs(injection.takenAt);
    const previous = lastUse.get(injection.site);
    if (previous === undefined || ms > previous) lastUse.set(injection.site, ms);
  }
  const sites = sitesForRoute(route);
  let best = sites[0] as InjectionSite;
  let bestUse = lastUse.get(best) ?? -Infinity;
  for (const site of sites) {
    const use = lastUse.get(site) ?? -Infinity;
    if (use < bestUse) {
      best = site;
      bestUse = use;
    }
  }
  return best;
}
