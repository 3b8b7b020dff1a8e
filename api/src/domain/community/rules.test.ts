import { describe, expect, it } from 'vitest';
import { decide } from '../rate-limit.js';
import {
  byHelpful,
  communityRateRules,
  decodeCursor,
  defaultDisplayName,
  displayNameProblem,
  encodeCursor,
  helpfulRepliesOf,
  hiddenByReports,
  isChampion,
  isNewMember,
  matchesSearch,
} from './rules.js';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-10T12:00:00Z');

describe('community rules', () => {
  it('hides at 3 distinct reporters, not at 3 reports by two members', () => {
    expect(hiddenByReports(['a', 'b'])).toBe(false);
    expect(hiddenByReports(['a', 'b', 'b'])).toBe(false);
    expect(hiddenByReports(['a', 'b', 'c'])).toBe(true);
  });

  it('ranks helpful from others first, then other reactions, then newest', () => {
    const posts = [
      { id: 'old-helpful', createdAt: '2026-01-01', helpful: 2, others: 0 },
      { id: 'new-plain', createdAt: '2026-03-01', helpful: 0, others: 5 },
      { id: 'newer-plain', createdAt: '2026-04-01', helpful: 0, others: 5 },
      { id: 'most-helpful', createdAt: '2025-01-01', helpful: 3, others: 0 },
    ];
    expect(posts.sort(byHelpful).map((p) => p.id)).toEqual([
      'most-helpful',
      'old-helpful',
      'newer-plain',
      'new-plain',
    ]);
  });

  it('limits posts to 5 an hour per member', () => {
    let stored;
    for (let i = 0; i < 5; i++) {
      const d = decide(communityRateRules.post, stored, now + i);
      expect(d.allowed).toBe(true);
      if (d.allowed) stored = d.next;
    }
    const refused = decide(communityRateRules.post, stored, now + 10);
    expect(refused.allowed).toBe(false);
  });

  it('treats members as new until 7 days old and 3 published', () => {
    const week = new Date(now - 7 * day).toISOString();
    expect(isNewMember(week, 3, now)).toBe(false);
    expect(isNewMember(week, 2, now)).toBe(true);
    expect(isNewMember(new Date(now - 6 * day).toISOString(), 50, now)).toBe(true);
  });

  it('counts only replies marked helpful by someone else for Community Champion', () => {
    const mine = Array.from({ length: 10 }, (_, i) => ({
      authorId: 'me',
      helpfulBy: i === 0 ? ['me'] : ['you', 'me'],
    }));
    const count = helpfulRepliesOf('me', [...mine, { authorId: 'you', helpfulBy: ['me'] }]);
    expect(count).toBe(9);
    expect(isChampion(count)).toBe(false);
    expect(
      isChampion(helpfulRepliesOf('me', [...mine, { authorId: 'me', helpfulBy: ['x'] }])),
    ).toBe(true);
  });

  it('defaults to the preferred name and never to the email', () => {
    expect(defaultDisplayName('Eli', 'ab12cd34-0000-4000-8000-000000000000')).toBe('Eli');
    expect(defaultDisplayName(undefined, 'ab12cd34-0000-4000-8000-000000000000')).toBe(
      'Member AB12',
    );
  });

  it('refuses emails, the legal name and reserved words, allows the preferred name', () => {
    const account = {
      email: 'sam.doe@example.com',
      firstName: 'Samantha',
      lastName: 'Doe',
      preferredName: 'Sam',
    };
    expect(displayNameProblem('x@y.z', account)).toMatch(/email/);
    expect(displayNameProblem('sam.doe', account)).toMatch(/legal/);
    expect(displayNameProblem('samantha  DOE', account)).toMatch(/legal/);
    expect(displayNameProblem('Samantha', account)).toMatch(/legal/);
    expect(displayNameProblem('Moderator', account)).toMatch(/reserved/);
    expect(displayNameProblem('Sam', account)).toBeNull();
    expect(displayNameProblem('Sam on T', account)).toBeNull();
    expect(displayNameProblem('Eli', { ...account, firstName: 'Eli', preferredName: 'Eli' })).toBe(
      null,
    );
  });

  it('matches every word of a search and round-trips cursors', () => {
    expect(matchesSearch('First shot today, nervous', 'shot NERVOUS')).toBe(true);
    expect(matchesSearch('First shot today', 'shot gel')).toBe(false);
    expect(decodeCursor(encodeCursor(40))).toBe(40);
    expect(decodeCursor(undefined)).toBe(0);
    expect(decodeCursor('garbage')).toBeNull();
  });
});
