import {
  injectionRoutes,
  injectionSites,
  siteFitsRoute,
  sitesForRoute,
  type InjectionRoute,
} from '@stride/api/contracts/treatment';

export type InjectionSite = (typeof injectionSites)[number];
export type { InjectionRoute };
/** The server's rule (the contract's): which sites suit a route; with none chosen, every site. */
export { siteFitsRoute, sitesForRoute };
export type BodyArea = 'deltoid' | 'abdomen' | 'glute' | 'thigh';

/** The person's words for each site. */
export const siteLabels: Record<InjectionSite, string> = {
  'left-thigh': 'Left thigh',
  'right-thigh': 'Right thigh',
  'left-glute': 'Left glute',
  'right-glute': 'Right glute',
  'left-deltoid': 'Left deltoid',
  'right-deltoid': 'Right deltoid',
  'left-abdomen': 'Left abdomen',
  'right-abdomen': 'Right abdomen',
};

export const routeLabels: Record<InjectionRoute, string> = {
  IM: 'Intramuscular (IM)',
  SubQ: 'Subcutaneous (SubQ)',
};

/** The routes whose sites include this pair (by the contract's rule). */
const routesOf = (sites: readonly InjectionSite[]): readonly InjectionRoute[] =>
  injectionRoutes.filter((route) => sites.every((site) => siteFitsRoute(site, route)));

/**
 * Body areas from head to toe, as the picker lays them out, with the routes each suits:
 * intramuscular into the thighs, glutes or deltoids; subcutaneous into the abdomen or thighs.
 */
export const bodyAreas: readonly {
  area: BodyArea;
  label: string;
  routes: readonly InjectionRoute[];
  sites: readonly [InjectionSite, InjectionSite];
}[] = (
  [
    { area: 'deltoid', label: 'Deltoids', sites: ['left-deltoid', 'right-deltoid'] },
    { area: 'abdomen', label: 'Abdomen', sites: ['left-abdomen', 'right-abdomen'] },
    { area: 'glute', label: 'Glutes', sites: ['left-glute', 'right-glute'] },
    { area: 'thigh', label: 'Thighs', sites: ['left-thigh', 'right-thigh'] },
  ] as const
).map((area) => ({ ...area, routes: routesOf(area.sites) }));

export function isInjectionSite(value: unknown): value is InjectionSite {
  return typeof value === 'string' && (injectionSites as readonly string[]).includes(value);
}

/** 'Left thigh', or the raw value for a site this version does not know. */
export function siteLabel(site: string): string {
  return isInjectionSite(site) ? siteLabels[site] : site;
}
