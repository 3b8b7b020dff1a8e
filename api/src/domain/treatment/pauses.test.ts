// Split from the former domain/schedule.test.ts along the treatment modules.
import { describe, expect, it } from 'vitest';
import { ago, inDays, version, shot, schedule, brief } from './test-fixtures.js';

describe('pauses', () => {
  it('a dose that would fall due while paused is due on the resume day', () => {
    const start = ago(49);
    const result = schedule(
      [version(start)],
      [shot(ago(49)), shot(ago(42)), shot(ago(30), 'paused'), shot(ago(20)), shot(ago(13))],
      { pauses: [{ from: ago(38), to: ago(20) }] },
    );
    expect(brief(result.doses)).toEqual([
      [ago(49), 'on-time', ago(49)],
      [ago(42), 'on-time', ago(42)],
      [ago(20), 'on-time', ago(20)],
      [ago(13), 'on-time', ago(13)],
      [ago(6), 'missed'],
      [inDays(1), 'upcoming'],
    ]);
    expect(result.extra).toEqual(['paused']);
  });

  it('a pause between two doses changes nothing', () => {
    const start = ago(14);
    const pauses = [{ from: ago(12), to: ago(10) }];
    const taken = [shot(ago(14), 'a'), shot(ago(7), 'b')];
    const with_ = schedule([version(start)], taken, { pauses });
    const without = schedule([version(start)], taken);
    expect(with_).toEqual(without);
  });

  it('while paused with a resume day ahead, the next dose is due on the resume day', () => {
    const result = schedule([version(ago(14))], [shot(ago(14)), shot(ago(7))], {
      pauses: [{ from: ago(5), to: inDays(3) }],
    });
    expect(result.nextDue).toEqual({
      dueDate: inDays(3),
      daysUntilNext: 3,
      isOverdue: false,
      intervalDays: 7,
    });
  });

  it('while paused with no resume day nothing is due', () => {
    const start = ago(30);
    const result = schedule([version(start)], [shot(ago(30)), shot(ago(23))], {
      pauses: [{ from: ago(20) }],
    });
    expect(brief(result.doses)).toEqual([
      [ago(30), 'on-time', ago(30)],
      [ago(23), 'on-time', ago(23)],
    ]);
    expect(result.nextDue).toBeNull();
  });

  it('a dose whose window runs into a pause closes the day before it; untaken, it is missed', () => {
    const due = ago(10);
    const result = schedule([version(due)], [shot(ago(7), 'in-pause')], {
      pauses: [{ from: ago(8), to: null }],
    });
    expect(result.doses).toEqual([
      { dueDate: due, status: 'missed', intervalDays: 7, windowEnd: ago(9) },
    ]);
    expect(result.extra).toEqual(['in-pause']);
    expect(result.nextDue).toBeNull();
  });

  it('a future pause leaves the current dose upcoming until it starts', () => {
    const due = ago(1);
    const result = schedule([version(due)], [], { pauses: [{ from: inDays(2) }] });
    expect(result.doses[0]).toMatchObject({ status: 'upcoming', windowEnd: inDays(1) });
    expect(result.nextDue).toMatchObject({ dueDate: due, isOverdue: true });
  });

  it('after a short pause inside a window, a later injection in the window still counts', () => {
    const due = ago(10);
    const result = schedule([version(due)], [shot(ago(6), 'after')], {
      pauses: [{ from: ago(8), to: ago(6) }],
    });
    expect(result.doses[0]).toMatchObject({ status: 'late', injectionId: 'after' });
  });

  it('a pause over the start date moves the first dose to the resume day', () => {
    const result = schedule([version(ago(20))], [shot(ago(20), 'too-soon'), shot(ago(12))], {
      pauses: [{ from: ago(25), to: ago(12) }],
    });
    expect(brief(result.doses)[0]).toEqual([ago(12), 'on-time', ago(12)]);
    expect(result.extra).toEqual(['too-soon']);
  });

  it('an injection the day before the resume day is extra, not a day early', () => {
    const result = schedule([version(ago(40))], [shot(ago(40)), shot(ago(11), 'eve')], {
      pauses: [{ from: ago(35), to: ago(10) }],
    });
    expect(brief(result.doses).slice(0, 2)).toEqual([
      [ago(40), 'on-time', ago(40)],
      [ago(10), 'missed'],
    ]);
    expect(result.extra).toEqual(['eve']);
  });

  it('overlapping and adjacent pauses merge; empty ones are ignored', () => {
    const start = ago(40);
    const taken = [shot(ago(40))];
    const merged = schedule([version(start)], taken, {
      pauses: [
        { from: ago(30), to: ago(20) },
        { from: ago(25), to: ago(15) },
        { from: ago(15), to: ago(9) },
        { from: ago(5), to: ago(5) },
      ],
    });
    const single = schedule([version(start)], taken, { pauses: [{ from: ago(30), to: ago(9) }] });
    expect(merged).toEqual(single);
    expect(brief(merged.doses)).toEqual([
      [ago(40), 'on-time', ago(40)],
      [ago(33), 'missed'],
      [ago(9), 'missed'],
      [ago(2), 'upcoming'],
    ]);
  });
});
