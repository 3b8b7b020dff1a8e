import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as C from '../../api/src/contracts/community.js';
import { detectCrisis } from '../../api/src/domain/crisis/index.js';
import { runModeratorCommand } from '../../api/src/services/moderator-role.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { countingStorage } from '../support/counting.js';

const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
let h: ApiHarness;
let counter: ReturnType<typeof countingStorage>;

beforeAll(async () => {
  h = await startApi({
    clock,
    wrapStorage: (s) => {
      counter = countingStorage(s);
      return counter.storage;
    },
  });
});
afterAll(async () => {
  await h.stop();
});

function call(account: Account, method: string, path: string, body?: unknown) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : {}) as T;
}
const me = async (a: Account) =>
  (await json<{ profile: C.Profile }>(await call(a, 'GET', '/api/community/me'), 200)).profile;
const newPost = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: `Body of ${title}\nsecond line`,
  tags: ['wins'],
  ...extra,
});
async function post(a: Account, title: string, extra: Record<string, unknown> = {}) {
  return json<C.PostWritten>(
    await call(a, 'POST', '/api/community/posts', newPost(title, extra)),
    201,
  );
}
async function list(a: Account, query = '') {
  return json<C.PostPage>(await call(a, 'GET', `/api/community/posts${query}`), 200);
}
const titles = (page: C.PostPage) => page.posts.map((p) => p.title);
let n = 0;
/**
 * A unique title (searchable with ?q=) that the crisis screen reads as ordinary: a random
 * suffix is sometimes scored as a crisis by the classifier's character n-grams
 * ('Blocked6xmwyoj5wo' was), and a held post is hidden from everyone else, which is not what
 * these tests are about. Crisis posts have their own test below.
 */
function word(label: string): string {
  for (;;) {
    const candidate = `${label}${++n}x${Date.now().toString(36)}`;
    if (!detectCrisis(`${candidate}\n${newPost(candidate).body}`).crisis) return candidate;
  }
}

describe('community board', () => {
  it('shows the community name, never the email or legal name, and refuses them as names', async () => {
    const a = await register(h, { preferredName: 'Teddy' });
    const profile = await me(a);
    expect(profile.displayName).toBe('Teddy');
    expect(profile.displayNameChosen).toBe(false);
    expect(profile.moderator).toBe(false);
    for (const bad of [a.email, 'Theo Legalname', 'x@y.z', '', 'a'.repeat(41)]) {
      const res = await call(a, 'PUT', '/api/community/me', { displayName: bad });
      expect(res.status, bad).toBe(400);
    }
    const saved = await json<{ profile: C.Profile }>(
      await call(a, 'PUT', '/api/community/me', { displayName: 'T on T' }),
      200,
    );
    expect(saved.profile.displayName).toBe('T on T');
    const { post: p } = await post(a, word('Named'));
    expect(p.author?.displayName).toBe('T on T');
    expect(JSON.stringify(p)).not.toMatch(new RegExp(`${a.email}|Legalname`));
  });

  it('creates, lists, edits and deletes own posts and replies; others get 403', async () => {
    const a = await register(h);
    const b = await register(h);
    const t = word('Crud');
    const { post: p, held } = await post(a, t, { contentWarning: 'needles' });
    expect(held).toBe(false);
    expect(p).toMatchObject({
      title: t,
      status: 'published',
      mine: true,
      contentWarning: 'needles',
    });
    expect(titles(await list(b, `?q=${t}`))).toEqual([t]);

    const reply = await json<{ reply: { id: string } }>(
      await call(b, 'POST', `/api/community/posts/${p.id}/replies`, { body: 'Congrats!' }),
      201,
    );
    const path = `/api/community/posts/${p.id}`;
    expect((await call(b, 'PUT', path, newPost('hijack'))).status).toBe(403);
    expect((await call(b, 'DELETE', path)).status).toBe(403);
    expect((await call(a, 'PUT', `${path}/replies/${reply.reply.id}`, { body: 'x' })).status).toBe(
      403,
    );
    expect((await call(a, 'DELETE', `${path}/replies/${reply.reply.id}`)).status).toBe(403);

    const edited = await json<C.PostWritten>(
      await call(a, 'PUT', path, newPost(`${t} edited`)),
      200,
    );
    expect(edited.post.editedAt).not.toBeNull();
    const thread = await json<C.Thread>(await call(a, 'GET', path), 200);
    expect(thread.post.replyCount).toBe(1);
    expect(thread.replies.map((r) => r.body)).toEqual(['Congrats!']);

    expect((await call(b, 'DELETE', `${path}/replies/${reply.reply.id}`)).status).toBe(204);
    const after = await json<C.Thread>(await call(a, 'GET', path), 200);
    expect(after.replies[0]).toMatchObject({ status: 'removed', body: '', author: null });

    expect((await call(a, 'DELETE', path)).status).toBe(204);
    expect((await call(a, 'GET', path)).status).toBe(404);
    expect((await call(a, 'GET', '/api/community/posts/not-a-uuid')).status).toBe(404);
  });

  it('writes a post and a reply in a bounded number of storage calls', async () => {
    const [a, b] = await Promise.all([register(h), register(h)]);
    await post(a, word('Warm-up'));
    counter.reset();
    const { post: written } = await post(a, word('Counted'));
    // Sign-in and viewer (6), rate limit (2), the post written held then published (4), the
    // author's index and counts (4), the author as shown (1). Measured 20 before this was cut.
    expect(counter.calls().length).toBeLessThanOrEqual(17);
    await call(b, 'GET', '/api/community/me');
    counter.reset();
    await json(
      await call(b, 'POST', `/api/community/posts/${written.id}/replies`, { body: 'Same here' }),
      201,
    );
    // As a post, plus reading the post and raising its reply count. Measured 23 before.
    expect(counter.calls().length).toBeLessThanOrEqual(20);
  });

  it('hides a post reported by 3 different members, pending review', async () => {
    const [author, r1, r2, r3] = await Promise.all([1, 2, 3, 4].map(() => register(h)));
    const t = word('Reported');
    const { post: p } = await post(author!, t);
    const report = (who: Account) =>
      call(who, 'POST', `/api/community/posts/${p.id}/report`, { reason: 'spam' });
    expect((await report(author!)).status).toBe(400);
    expect(await json(await report(r1!), 200)).toEqual({ reported: true, hidden: false });
    expect(await json(await report(r1!), 200)).toEqual({ reported: true, hidden: false });
    expect(await json(await report(r2!), 200)).toEqual({ reported: true, hidden: false });
    expect(titles(await list(r3!, `?q=${t}`))).toEqual([t]);
    expect(await json(await report(r3!), 200)).toEqual({ reported: true, hidden: true });
    expect(titles(await list(r3!, `?q=${t}`))).toEqual([]);
    expect((await call(r1!, 'GET', `/api/community/posts/${p.id}`)).status).toBe(404);
    const mine = await list(author!, '?mine=true');
    expect(mine.posts.find((x) => x.id === p.id)?.status).toBe('hidden');
  });

  it("does not return a blocked member's posts or replies to the blocker", async () => {
    const [a, b] = await Promise.all([register(h), register(h)]);
    const t = word('Blocked');
    const { post: other } = await post(b, t);
    const { post: own } = await post(a, word('Own'));
    await json(
      await call(b, 'POST', `/api/community/posts/${own.id}/replies`, { body: 'hi there' }),
      201,
    );
    const bId = (await me(b)).memberId;
    expect(
      (await call(a, 'POST', '/api/community/blocks', { memberId: (await me(a)).memberId })).status,
    ).toBe(400);
    expect(
      (await call(a, 'POST', '/api/community/blocks', { memberId: crypto.randomUUID() })).status,
    ).toBe(404);
    await json(await call(a, 'POST', '/api/community/blocks', { memberId: bId }), 201);
    expect(titles(await list(a, `?q=${t}`))).toEqual([]);
    expect((await call(a, 'GET', `/api/community/posts/${other.id}`)).status).toBe(404);
    const thread = await json<C.Thread>(
      await call(a, 'GET', `/api/community/posts/${own.id}`),
      200,
    );
    expect(thread.replies).toEqual([]);
    const blocks = await json<{ blocks: { memberId: string }[] }>(
      await call(a, 'GET', '/api/community/blocks'),
      200,
    );
    expect(blocks.blocks.map((x) => x.memberId)).toEqual([bId]);
    const theirs = await json<{ blocks: unknown[] }>(
      await call(b, 'GET', '/api/community/blocks'),
      200,
    );
    expect(theirs.blocks).toEqual([]);
    expect((await list(b, '?mine=true')).posts.map((p) => p.id)).not.toContain(own.id);
    expect((await call(a, 'DELETE', `/api/community/blocks/${bId}`)).status).toBe(204);
    expect(titles(await list(a, `?q=${t}`))).toEqual([t]);
  });

  it('holds a crisis post, answers the resources and a kind message, and lists it to no one else', async () => {
    const [a, b] = await Promise.all([register(h), register(h)]);
    const t = word('Tonight');
    const res = await post(a, t, {
      body: 'I want to kill myself tonight. I have the pills ready.',
    });
    expect(res.held).toBe(true);
    expect(res.post.status).toBe('held');
    expect(res.support?.message).toMatch(/alone/);
    expect(res.support?.resources.some((r) => r.name.includes('988'))).toBe(true);
    expect(res.support?.resources.every((r) => r.outsideService)).toBe(true);
    expect(titles(await list(b, `?q=${t}`))).toEqual([]);
    expect((await call(b, 'GET', `/api/community/posts/${res.post.id}`)).status).toBe(404);
    expect((await list(a, '?mine=true')).posts.map((p) => p.status)).toContain('held');
    const resources = await json<{
      resources: { name: string; kind: string; outsideService: boolean }[];
    }>(await call(b, 'GET', '/api/community/resources'), 200);
    expect(new Set(resources.resources.map((r) => r.kind))).toEqual(
      new Set(['crisis', 'trans-health']),
    );
    // Each service once: Trans Lifeline is a crisis line, not listed again under trans health.
    const names = resources.resources.map((r) => r.name);
    expect(names.filter((n) => n === 'Trans Lifeline')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses moderator routes to members (403) and lets a granted moderator review, remove and suspend, all logged', async () => {
    const [member, mod, author] = await Promise.all([register(h), register(h), register(h)]);
    const { post: held } = await post(author, word('Held'), {
      body: 'I am going to end my life tonight.',
    });
    const { post: bad } = await post(author, word('Bad'));
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/community/moderation/queue'],
      ['GET', '/api/community/moderation/log'],
      ['POST', `/api/community/moderation/posts/${held.id}/approve`],
      ['POST', `/api/community/moderation/posts/${bad.id}/remove`, { reason: 'no' }],
      [
        'POST',
        `/api/community/moderation/members/${(await me(author)).memberId}/suspend`,
        { until: new Date(clock.now() + 86_400_000).toISOString() },
      ],
      ['DELETE', `/api/community/moderation/members/${(await me(author)).memberId}/suspension`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(member, method, path, body)).status, path).toBe(403);
    }
    expect(
      (await runModeratorCommand(h.storage, 'grant', 'nobody@example.com', clock.now())).ok,
    ).toBe(false);
    expect((await runModeratorCommand(h.storage, 'grant', mod.email, clock.now())).ok).toBe(true);
    expect((await me(mod)).moderator).toBe(true);

    const queue = await json<{ items: { id: string; why: string }[] }>(
      await call(mod, 'GET', '/api/community/moderation/queue'),
      200,
    );
    expect(queue.items.find((i) => i.id === held.id)?.why).toBe('crisis');
    const approved = await json<{ post: C.Post }>(
      await call(mod, 'POST', `/api/community/moderation/posts/${held.id}/approve`),
      200,
    );
    expect(approved.post.status).toBe('published');
    clock.advance(1000);
    expect(titles(await list(member, `?q=${held.title}`))).toEqual([held.title]);

    expect(
      (await call(mod, 'POST', `/api/community/moderation/posts/${bad.id}/remove`, {})).status,
    ).toBe(400);
    await json(
      await call(mod, 'POST', `/api/community/moderation/posts/${bad.id}/remove`, {
        reason: 'Off topic',
      }),
      200,
    );
    clock.advance(1000);
    const mine = await list(author, '?mine=true');
    expect(mine.posts.find((p) => p.id === bad.id)).toMatchObject({
      status: 'removed',
      removedReason: 'Off topic',
    });
    expect((await call(member, 'GET', `/api/community/posts/${bad.id}`)).status).toBe(404);

    const authorId = (await me(author)).memberId;
    const suspendPath = `/api/community/moderation/members/${authorId}/suspend`;
    expect((await call(mod, 'POST', suspendPath, { until: '2020-01-01T00:00:00Z' })).status).toBe(
      400,
    );
    const until = new Date(clock.now() + 2 * 86_400_000).toISOString();
    await json(await call(mod, 'POST', suspendPath, { until, reason: 'Cool off' }), 200);
    const refused = await call(author, 'POST', '/api/community/posts', newPost('while suspended'));
    expect(refused.status).toBe(403);
    expect(
      ((await refused.json()) as { error: { suspendedUntil: string } }).error.suspendedUntil,
    ).toBe(until);

    const log = await json<{ actions: { action: string }[] }>(
      await call(mod, 'GET', '/api/community/moderation/log'),
      200,
    );
    expect(log.actions.slice(0, 3).map((x) => x.action)).toEqual(['suspend', 'remove', 'approve']);
    expect((await runModeratorCommand(h.storage, 'revoke', mod.email, clock.now())).ok).toBe(true);
    expect((await call(mod, 'GET', '/api/community/moderation/queue')).status).toBe(403);
  });

  it('limits posts per member with 429 and Retry-After', async () => {
    const a = await register(h);
    for (let i = 0; i < 5; i++) await post(a, word('Burst'));
    const refused = await call(a, 'POST', '/api/community/posts', newPost('one too many'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(3_600_000);
    await post(a, word('After'));
  });

  it('answers 4xx, never 5xx, to bad input', async () => {
    const a = await register(h);
    const { post: p } = await post(a, word('Valid'));
    const bad: [string, string, unknown?][] = [
      ['POST', '/api/community/posts', { title: '', body: 'x' }],
      ['POST', '/api/community/posts', { title: 'x', body: 'x'.repeat(5001) }],
      ['POST', '/api/community/posts', { title: 'x\u202e', body: 'x' }],
      ['POST', '/api/community/posts', { title: 'x', body: 'x', tags: ['nope'] }],
      [
        'POST',
        '/api/community/posts',
        { title: 'x', body: 'x', tags: ['wins', 'work', 'family', 'injections'] },
      ],
      ['POST', '/api/community/posts', '{not json'],
      ['GET', '/api/community/posts?sort=random'],
      ['GET', '/api/community/posts?limit=0'],
      ['GET', '/api/community/posts?cursor=zzz'],
      ['GET', `/api/community/posts?q=${'q'.repeat(101)}`],
      ['PUT', `/api/community/posts/${p.id}/reactions/angry`],
      ['POST', `/api/community/posts/${p.id}/report`, { reason: 'because' }],
      ['POST', `/api/community/posts/${p.id}/replies`, { body: '   ' }],
      ['POST', '/api/community/blocks', { memberId: 'x' }],
      ['PUT', '/api/community/me', { displayName: 42 }],
    ];
    for (const [method, path, body] of bad) {
      const res = await call(a, method, path, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    const noAuth = await h.request('/api/community/posts');
    expect(noAuth.status).toBe(401);
  });

  it('counts reactions, sorts by helpful and completes the daily community task', async () => {
    const [a, b] = await Promise.all([register(h), register(h)]);
    const tag = word('Sort');
    const { post: first } = await post(a, `${tag} first`);
    clock.advance(1000);
    const { post: second } = await post(a, `${tag} second`);
    const before = await json<{ dailyTasks: { id: string; completed: boolean }[] }>(
      await call(b, 'GET', '/api/dashboard'),
      200,
    );
    expect(before.dailyTasks.find((t) => t.id === 'community')?.completed).toBe(false);
    const reacted = await json<{ reactions: { helpful: number }; myReactions: string[] }>(
      await call(b, 'PUT', `/api/community/posts/${first.id}/reactions/helpful`),
      200,
    );
    expect(reacted).toMatchObject({ reactions: { helpful: 1 }, myReactions: ['helpful'] });
    await json(await call(b, 'PUT', `/api/community/posts/${first.id}/reactions/helpful`), 200);
    expect(titles(await list(b, `?q=${tag}`))).toEqual([second.title, first.title]);
    expect(titles(await list(b, `?q=${tag}&sort=helpful`))).toEqual([first.title, second.title]);
    const page = await list(b, `?q=${tag}&limit=1`);
    expect(page.nextCursor).not.toBeNull();
    expect(titles(await list(b, `?q=${tag}&limit=1&cursor=${page.nextCursor}`))).toEqual([
      first.title,
    ]);
    const after = await json<{ dailyTasks: { id: string; completed: boolean }[] }>(
      await call(b, 'GET', '/api/dashboard'),
      200,
    );
    expect(after.dailyTasks.find((t) => t.id === 'community')?.completed).toBe(true);
  });

  it('unlocks Community Champion at 10 replies marked helpful by others, never by oneself', async () => {
    const [writer, reader] = await Promise.all([register(h), register(h)]);
    const { post: thread } = await post(reader, word('Champion'));
    const replyIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { reply } = await json<C.ReplyWritten>(
        await call(writer, 'POST', `/api/community/posts/${thread.id}/replies`, {
          body: `Tip number ${i + 1}: rotate your sites.`,
        }),
        201,
      );
      replyIds.push(reply.id);
    }
    const mark = (who: Account, id: string) =>
      call(who, 'PUT', `/api/community/posts/${thread.id}/replies/${id}/reactions/helpful`);
    const champion = async () =>
      (
        await json<{ achievements: { id: string; unlocked: boolean }[] }>(
          await call(writer, 'GET', '/api/dashboard'),
          200,
        )
      ).achievements.find((a) => a.id === 'community-champion')?.unlocked;
    // The writer's own marks count for nothing; nine from another member are not yet ten.
    for (const id of replyIds) await json(await mark(writer, id), 200);
    for (const id of replyIds.slice(0, 9)) await json(await mark(reader, id), 200);
    expect(await champion()).toBe(false);
    await json(await mark(reader, replyIds[9] as string), 200);
    expect(await champion()).toBe(true);
  });

  it('exports the community data and erases it, leaving replies in others threads as removed', async () => {
    const [a, b] = await Promise.all([register(h), register(h)]);
    const { post: own } = await post(a, word('Erased'));
    const { post: other } = await post(b, word('Stays'));
    await json(
      await call(a, 'POST', `/api/community/posts/${other.id}/replies`, { body: 'my words' }),
      201,
    );
    await json(await call(a, 'PUT', `/api/community/posts/${other.id}/reactions/heart`), 200);
    await json(
      await call(a, 'POST', `/api/community/posts/${other.id}/report`, { reason: 'other' }),
      200,
    );
    await json(
      await call(a, 'POST', '/api/community/blocks', { memberId: (await me(b)).memberId }),
      201,
    );
    await json(await call(a, 'DELETE', `/api/community/blocks/${(await me(b)).memberId}`), 204);
    await json(
      await call(a, 'POST', '/api/community/blocks', { memberId: (await me(b)).memberId }),
      201,
    );

    const exported = await json<{ community: Record<string, unknown[]> }>(
      await call(a, 'GET', '/api/account/export'),
      200,
    );
    expect(exported.community.posts).toHaveLength(1);
    expect(exported.community.replies).toHaveLength(1);
    expect(exported.community.reactions).toHaveLength(1);
    expect(exported.community.reports).toHaveLength(1);
    expect(exported.community.blocks).toHaveLength(1);

    expect((await call(a, 'DELETE', '/api/account', { password: a.password })).status).toBe(204);
    expect((await call(b, 'GET', `/api/community/posts/${own.id}`)).status).toBe(404);
    const thread = await json<C.Thread>(
      await call(b, 'GET', `/api/community/posts/${other.id}`),
      200,
    );
    expect(thread.post.reactions.heart).toBe(0);
    expect(thread.post.reportedByMe).toBe(false);
    expect(thread.replies).toEqual([
      expect.objectContaining({ status: 'removed', body: '', author: null }),
    ]);
    const rows: string[] = [];
    for await (const row of (await h.storage.table('community')).listEntities<{ body: string }>()) {
      rows.push(`${row.partitionKey} ${row.body ?? ''}`);
    }
    expect(rows.join('\n')).not.toContain('my words');
    expect(rows.join('\n')).not.toContain(a.userId);
  });
});
