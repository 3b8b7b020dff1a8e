import { injectionSites } from '@stride/api/contracts/treatment';

export type InjectionSite = (typeof injectionSites)[number];
export type InjectionRoute = 'IM' | 'SubQ';
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

/**
 * Body areas from head to toe, as the picker lays them out, with the routes each suits:
 * intramuscular into the thighs, glutes or deltoids; subcutaneous into the abdomen or thighs.
 */
export const bodyAreas: readonly {
  area: BodyArea;
  label: string;
  routes: readonly InjectionRoute[];
  sites: readonly [InjectionSite, InjectionSite];
}[] = [
  {
    area: 'deltoid',
    label: 'Deltoids',
    routes: ['IM'],
    sites: ['left-deltoid', 'right-deltoid'],
  },
  {
    area: 'abdomen',
    label: 'Abdomen',
    routes: ['SubQ'],
    sites: ['left-abdomen', 'right-abdomen'],
  },
  { area: 'glute', label: 'Glutes', routes: ['IM'], sites: ['left-glute', 'right-glute'] },
  {
    area: 'thigh',
    label: 'Thighs',
    routes: ['IM', 'SubQ'],
    sites: ['left-thigh', 'right-thigh'],
  },
];

/** Whether a site suits a route; with no route chosen every site does. */
export function siteFitsRoute(site: InjectionSite, route: InjectionRoute | null | undefined) {
  if (!route) return true;
  return bodyAreas.some((a) => a.sites.includes(site) && a.routes.includes(route));
}

/** The sites that suit a route, in the API's list order. */
export function sitesForRoute(route: InjectionRoute | null | undefined): InjectionSite[] {
  return injectionSites.filter((site) => siteFitsRoute(site, route));
}

export function isInjectionSite(value: unknown): value is InjectionSite {
  return typeof value === 'string' && (injectionSites as readonly string[]).includes(value);
}

/** 'Left thigh', or the raw value for a site this version does not know. */
export function siteLabel(site: string): string {
  return isInjectionSite(site) ? siteLabels[site] : site;
}
