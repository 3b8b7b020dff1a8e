import { describe, expect, it } from 'vitest';
import { offlineCoachReply } from './coach.js';

const ask = 'How should I rotate injection sites?';

describe("the offline coach's site advice", () => {
  it('names only the sites the picker offers for the person’s route, and the next in rotation', () => {
    const im = offlineCoachReply(ask, { route: 'IM', suggestedSite: 'right-glute' }).reply;
    expect(im).toMatch(/Thighs/);
    expect(im).toMatch(/Glutes/);
    expect(im).toMatch(/Deltoids/);
    expect(im).not.toMatch(/Abdomen|belly/i);
    expect(im).toContain('Next in your rotation: **Right glute**');

    const subq = offlineCoachReply(ask, { route: 'SubQ', suggestedSite: 'left-abdomen' }).reply;
    expect(subq).toMatch(/Abdomen/);
    expect(subq).toMatch(/Thighs/);
    expect(subq).not.toMatch(/Glutes|Deltoids|Intramuscular/);
    expect(subq).toContain('**Left abdomen**');
  });

  it('lists both routes when the route is unknown', () => {
    const reply = offlineCoachReply(ask, {}).reply;
    expect(reply).toMatch(/Intramuscular \(IM\)/);
    expect(reply).toMatch(/Subcutaneous \(SubQ\)/);
    expect(reply).not.toMatch(/Next in your rotation/);
  });
});
