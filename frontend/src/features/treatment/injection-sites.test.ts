import { injectionSites } from '@stride/api/contracts/treatment';
import { describe, expect, it } from 'vitest';
import { bodyAreas, siteFitsRoute, siteLabel, siteLabels, sitesForRoute } from './injection-sites';

describe('injection sites by route', () => {
  it('offers thighs, glutes and deltoids for intramuscular injections', () => {
    expect(sitesForRoute('IM')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-glute',
      'right-glute',
      'left-deltoid',
      'right-deltoid',
    ]);
    expect(siteFitsRoute('left-abdomen', 'IM')).toBe(false);
  });

  it('offers the abdomen and thighs for subcutaneous injections', () => {
    expect(sitesForRoute('SubQ')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-abdomen',
      'right-abdomen',
    ]);
    expect(siteFitsRoute('right-glute', 'SubQ')).toBe(false);
    expect(siteFitsRoute('left-deltoid', 'SubQ')).toBe(false);
  });

  it('offers every site when no route is chosen', () => {
    expect(sitesForRoute(null)).toEqual([...injectionSites]);
    expect(sitesForRoute(undefined)).toHaveLength(8);
  });

  it('lays out every API site exactly once, each with a label', () => {
    const laidOut = bodyAreas.flatMap((a) => a.sites);
    expect([...laidOut].sort()).toEqual([...injectionSites].sort());
    for (const site of injectionSites) expect(siteLabels[site]).toMatch(/^(Left|Right) /);
    expect(siteLabel('left-glute')).toBe('Left glute');
    expect(siteLabel('elbow')).toBe('elbow');
  });
});
