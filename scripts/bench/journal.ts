import { randomUUID } from 'node:crypto';
import { odata } from '@azure/data-tables';
import { createJournalRepository, type EntryData } from '../../api/src/data/journal-repository.js';
import { journalKeys } from '../../api/src/data/keys.js';
import { createSessionRepository } from '../../api/src/data/session-repository.js';
import { createStorage, tableNames } from '../../api/src/data/storage.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { verifyToken } from '../../api/src/security/tokens.js';
import {
  benchJwtSecret,
  compareLatency,
  httpRequest,
  registerBenchUser,
  summary,
} from './support.js';

const zone = 'America/Chicago';

/** Words of an ordinary diary, so entries look like text (and search has work to do). */
const words = (
  'today felt long but good my voice cracked again at work and nobody said anything ' +
  'the binder was tight after the gym so I took it off early mom called and used the ' +
  'right name twice shot day tomorrow I am nervous about the needle but less than last ' +
  'time slept badly dreamt about the beach barista said sir and I smiled all afternoon ' +
  'jaw looks sharper in photos maybe it is the light maybe it is the testosterone'
).split(' ');
const tagPool = ['hrt', 'voice', 'family', 'work', 'gym', 'sleep', 'friends', 'body'];

/** A pseudo-random but repeatable stream, so every run seeds the same journal. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A person with 2,000 journal entries (one partition: 2,000 entries + 2,000 id rows), written
 * through the repository. Search for a word in 5% of them, and a tag on 5%, through the API
 * (session + key scan of the searched columns + the page's rows) beside the same calls made
 * directly, and beside a raw read of the whole partition (every column of every row).
 */
export async function journalLatency(connectionString: string, apiUrl: string, n = 200) {
  const storage = createStorage(connectionString);
  const sessions = createSessionRepository(storage);
  const journal = createJournalRepository(storage);

  const { token, userId, sessionId } = await registerBenchUser(apiUrl, 'journal', zone);
  const auth = { authorization: `Bearer ${token}` };

  const entries = 2000;
  const random = seeded(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = Date.now() - entries * 8 * 3600_000; // about two years, a few entries a day
  let searchHits = 0;
  let tagHits = 0;
  let contentChars = 0;
  const writes: Promise<unknown>[] = [];
  for (let i = 0; i < entries; i++) {
    const createdAtMs = start + i * 8 * 3600_000;
    const length = 60 + Math.floor(random() * 200); // 60-260 words, about 300-1,400 characters
    const text = Array.from({ length }, () => pick(words));
    // 'Lighthouse' in every 20th entry, at a random place and in mixed case: 5%.
    if (i % 20 === 7) {
      text[Math.floor(random() * length)] = random() < 0.5 ? 'Lighthouse' : 'LIGHTHOUSE';
      searchHits++;
    }
    const tags = [...new Set([pick(tagPool), pick(tagPool)])];
    if (i % 20 === 13) {
      tags.push('milestone');
      tagHits++;
    }
    const content = text.join(' ');
    contentChars += content.length;
    const createdAt = new Date(createdAtMs).toISOString();
    const data: EntryData = {
      title: `Day ${i + 1}: ${pick(words)} ${pick(words)}`,
      content,
      tags,
      mood: 1 + Math.floor(random() * 5),
      localDate: localDateOf(createdAtMs, zone),
      timezone: zone,
      createdAt,
      updatedAt: createdAt,
    };
    writes.push(journal.create(userId, randomUUID(), data));
    if (writes.length >= 25) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);

  const check = () => {
    if (!verifyToken(benchJwtSecret, token, Date.now())) throw new Error('token did not verify');
  };
  const session = async () => {
    check();
    if (!(await sessions.find(userId, sessionId, Date.now()))) throw new Error('no session');
  };
  const apiGet = (path: string, expectTotal: number) => async () => {
    const res = await httpRequest(apiUrl, 'GET', path, { headers: auth });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const { total } = JSON.parse(res.body) as { total: number };
    if (total !== expectTotal) throw new Error(`${path} found ${total}, not ${expectTotal}`);
  };
  const directList = (options: Parameters<typeof journal.list>[1]) => async () => {
    await session();
    JSON.stringify(await journal.list(userId, options));
  };
  const client = await storage.table(tableNames.journal);
  const partitionKey = journalKeys.partitionKey(userId);
  let partitionRows = 0;
  const rawPartition = async () => {
    let rows = 0;
    const pages = client
      .listEntities({ queryOptions: { filter: odata`PartitionKey eq ${partitionKey}` } })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) rows += page.length;
    partitionRows = rows;
  };

  async function compare(
    apiCall: () => Promise<void>,
    directCall: () => Promise<void>,
    roundTrips: number,
  ) {
    const { besideMs, ...result } = await compareLatency(
      { api: apiCall, direct: directCall, beside: rawPartition },
      { n, roundTrips },
    );
    const raw = besideMs ?? summary([NaN]);
    return {
      ...result,
      rawPartitionReadMs: raw,
      apiVsRawPartitionP50: Number((result.apiMs.p50 / raw.p50).toFixed(2)),
    };
  }

  const pageChunks = (limit: number, hits: number) => Math.ceil(Math.min(limit, hits) / 12);
  // Round trips: session, the key scan (1,000 rows a page), then the page's rows (one range
  // query when they are contiguous, else parallel chunks of 12: one round trip of latency).
  const scanPages = Math.ceil(entries / 1000);
  const windowStart = addDays(localDateOf(Date.now(), zone), -29);
  const windowTotal = (await journal.list(userId, { startDate: windowStart, offset: 0, limit: 1 }))
    .total;
  await rawPartition();
  return {
    entries,
    partitionRows,
    averageContentChars: Math.round(contentChars / entries),
    searchHits,
    tagHits,
    search: {
      ...(await compare(
        apiGet('/api/journal?search=lighthouse', searchHits),
        directList({ search: 'lighthouse', offset: 0, limit: 50 }),
        1 + scanPages + 1,
      )),
      pageQueries: pageChunks(50, searchHits),
    },
    tags: {
      ...(await compare(
        apiGet('/api/journal?tags=milestone', tagHits),
        directList({ tags: ['milestone'], offset: 0, limit: 50 }),
        1 + scanPages + 1,
      )),
      pageQueries: pageChunks(50, tagHits),
    },
    firstPage: {
      ...(await compare(
        apiGet('/api/journal?limit=20', entries),
        directList({ offset: 0, limit: 20 }),
        1 + scanPages + 1,
      )),
      pageQueries: 1,
    },
    lastMonth: {
      ...(await compare(
        apiGet(`/api/journal?startDate=${windowStart}`, windowTotal),
        directList({ startDate: windowStart, offset: 0, limit: 50 }),
        3,
      )),
      windowEntries: windowTotal,
      pageQueries: 1,
    },
  };
}
