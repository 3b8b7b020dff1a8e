// Split from the former domain/schedule.test.ts along the treatment modules.
import { describe, expect, it } from 'vitest';
import { INJECTION_SITES, isInjectionSite, sitesForRoute, suggestedSite } from './sites.js';

describe('injection sites', () => {
  const at = (site: string, takenAt: string) => ({ site, takenAt });

  it('lists the sites valid for each route', () => {
    expect(sitesForRoute('IM')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-glute',
      'right-glute',
      'left-deltoid',
      'right-deltoid',
    ]);
    expect(sitesForRoute('SubQ')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-abdomen',
      'right-abdomen',
    ]);
    expect(sitesForRoute(undefined)).toEqual(INJECTION_SITES);
    expect(sitesForRoute(null)).toEqual(INJECTION_SITES);
    expect(isInjectionSite('left-glute')).toBe(true);
    expect(isInjectionSite('left-elbow')).toBe(false);
  });

  it('suggests a site never used first, in list order', () => {
    expect(suggestedSite('IM', [])).toBe('left-thigh');
    expect(suggestedSite('SubQ', [])).toBe('left-thigh');
    expect(
      suggestedSite('IM', [
        at('left-thigh', '2025-06-01T10:00:00Z'),
        at('left-glute', '2025-06-08T10:00:00Z'),
      ]),
    ).toBe('right-thigh');
    expect(
      suggestedSite('SubQ', [
        at('left-thigh', '2025-06-01T10:00:00Z'),
        at('right-thigh', '2025-06-08T10:00:00Z'),
      ]),
    ).toBe('left-abdomen');
  });

  it('then the valid site whose latest use is oldest', () => {
    const history = [
      at('left-thigh', '2025-05-01T10:00:00Z'),
      at('right-thigh', '2025-05-08T10:00:00Z'),
      at('left-abdomen', '2025-05-15T10:00:00Z'),
      at('right-abdomen', '2025-05-22T10:00:00Z'),
      at('left-thigh', '2025-05-29T10:00:00Z'),
    ];
    expect(suggestedSite('SubQ', history)).toBe('right-thigh');
    // IM never suggests the abdomen, and glutes and deltoids are still unused.
    expect(suggestedSite('IM', history)).toBe('left-glute');
  });

  it('compares instants, not the order given; ties go to list order', () => {
    const history = [
      at('right-thigh', '2025-05-01T10:00:00+02:00'), // 08:00Z
      at('left-thigh', '2025-05-01T09:00:00Z'),
      at('left-abdomen', '2025-06-01T09:00:00Z'),
      at('right-abdomen', '2025-06-01T09:00:00Z'),
    ];
    expect(suggestedSite('SubQ', history)).toBe('right-thigh');
    expect(suggestedSite('SubQ', [...history].reverse())).toBe('right-thigh');
    const tie = [
      at('left-thigh', '2025-05-01T09:00:00Z'),
      at('right-thigh', '2025-05-01T09:00:00Z'),
    ];
    expect(suggestedSite('SubQ', [...tie, ...history.slice(2)])).toBe('left-thigh');
  });
});
