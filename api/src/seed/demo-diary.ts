import { randomUUID } from 'node:crypto';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { journalKeys, checkinKeys } from '../data/keys.js';
import { deletePartition } from '../data/partition.js';
import { tableNames, type Storage } from '../data/storage.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { localInstant } from './local-instant.js';

const entries: { title: string; content: string; tags: string[]; mood: number }[] = [
  {
    title: 'Voice cracked on the phone',
    content:
      'Called the pharmacy and my voice cracked twice mid-sentence. Six months ago that would have mortified me. Today I laughed. It is happening.',
    tags: ['voice', 'milestone'],
    mood: 5,
  },
  {
    title: 'Shot day',
    content: 'Left glute this week. Breathed slowly, counted to three, done. Barely felt it.',
    tags: ['shot-day'],
    mood: 4,
  },
  {
    title: 'First time at the new gym',
    content:
      'Went to the gym on 5th Street. Nobody looked twice. Used the men’s locker room and it was just… normal. Good normal.',
    tags: ['gym', 'milestone'],
    mood: 5,
  },
  {
    title: 'A heavy day',
    content:
      'Got misgendered at work twice and it stuck with me all afternoon. Wrote it down so it does not live in my head rent-free. Texted Sam, who reminded me how far I have come.',
    tags: ['mood', 'work'],
    mood: 2,
  },
  {
    title: 'Dinner with Mom',
    content:
      'She used my name without stumbling the whole evening. I did not say anything, but I noticed every time.',
    tags: ['family'],
    mood: 5,
  },
  {
    title: 'Questions for Dr. Patel',
    content:
      'Ask about timing my labs before the next shot, whether the acne on my back is normal at this stage, and when to recheck hematocrit.',
    tags: ['provider', 'labs'],
    mood: 3,
  },
  {
    title: 'Jawline?',
    content:
      'Took a progress photo in the same window light as month one. Maybe I am imagining it, but my jaw looks sharper.',
    tags: ['changes', 'photos'],
    mood: 4,
  },
  {
    title: 'Tired but okay',
    content: 'Low energy the day before my shot again. Noting it so I can see if it is a pattern.',
    tags: ['mood', 'energy'],
    mood: 3,
  },
  {
    title: 'Bought a binder that fits',
    content:
      'Finally found one that does not dig in. Wore it for eight hours with breaks and felt great in my shirt.',
    tags: ['clothes'],
    mood: 4,
  },
  {
    title: 'Hair on my knuckles',
    content: 'Tiny thing, but there are hairs on my knuckles now. Grandpa had them too.',
    tags: ['changes', 'milestone'],
    mood: 5,
  },
];

/**
 * The last 12 days' check-ins, oldest first: mood and energy drift the way a person's do (a
 * heavy day, a recovery, energy low the day before a shot, six and thirteen days ago) at the
 * times a person checks in (mostly evenings, one morning, one late night).
 */
const recentCheckins: { mood: number; energy: number; time: string }[] = [
  { mood: 4, energy: 3, time: '21:10' }, // 12 days ago
  { mood: 4, energy: 4, time: '20:35' },
  { mood: 3, energy: 3, time: '22:50' },
  { mood: 2, energy: 2, time: '23:20' },
  { mood: 3, energy: 3, time: '08:15' },
  { mood: 4, energy: 3, time: '21:45' },
  { mood: 3, energy: 2, time: '20:05' }, // 6 days ago: the day before the shot
  { mood: 4, energy: 3, time: '21:30' },
  { mood: 5, energy: 4, time: '19:40' },
  { mood: 4, energy: 4, time: '22:10' },
  { mood: 4, energy: 3, time: '07:55' },
  { mood: 5, energy: 4, time: '21:20' }, // yesterday
];

/** When journal entries are written: late evenings mostly, sometimes a lunch break. */
const entryTimes = ['22:15', '21:40', '12:35', '23:05', '20:50', '22:30', '13:10'];

const checkinNotes = [
  'Good day',
  'Slept well',
  'A bit anxious',
  'Gym felt great',
  'Quiet evening',
  null,
];

/**
 * The demo's diary, relative to today: a 12-day streak of daily check-ins ending yesterday (so
 * today's tasks are still open), and an entry about every six days for six months.
 */
export async function seedDemoDiary(
  storage: Storage,
  userId: string,
  timezone: string,
  now: number,
): Promise<void> {
  await Promise.all([
    deletePartition(await storage.table(tableNames.journal), journalKeys.partitionKey(userId)),
    deletePartition(await storage.table(tableNames.checkins), checkinKeys.partitionKey(userId)),
  ]);
  const journal = createJournalRepository(storage);
  const checkins = createCheckinRepository(storage);
  const today = localDateOf(now, timezone);

  const writes: Promise<unknown>[] = [];
  for (let daysAgo = 12; daysAgo >= 1; daysAgo--) {
    const date = addDays(today, -daysAgo);
    const day = recentCheckins[12 - daysAgo] ?? { mood: 4, energy: 3, time: '21:00' };
    const at = localInstant(date, day.time, timezone);
    writes.push(
      checkins.save(
        userId,
        date,
        {
          mood: day.mood,
          energy: day.energy,
          note: checkinNotes[daysAgo % checkinNotes.length] ?? null,
          timezone,
        },
        randomUUID(),
        at,
      ),
    );
  }
  // Entries on days 2, 8, 14, … before today: never on day 13, so the streak stays 12 days.
  for (let i = 0; i < 32; i++) {
    const date = addDays(today, -(2 + 6 * i));
    const at = localInstant(date, entryTimes[i % entryTimes.length] ?? '22:15', timezone);
    const entry = entries[i % entries.length] ?? entries[0]!;
    writes.push(
      journal.create(userId, randomUUID(), {
        title: entry.title,
        content: entry.content,
        tags: entry.tags,
        mood: entry.mood,
        localDate: date,
        timezone,
        createdAt: at,
        updatedAt: at,
      }),
    );
    if (writes.length >= 16) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
}
