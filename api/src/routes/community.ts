import { Hono, type Context } from 'hono';
import {
  blockRequestSchema,
  listQuerySchema,
  postRequestSchema,
  profileRequestSchema,
  reactionKindSchema,
  removeRequestSchema,
  replyRequestSchema,
  reportRequestSchema,
  suspendRequestSchema,
} from '../contracts/community.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createCommunityActions } from '../services/community-actions.js';
import { createCommunityBoard } from '../services/community-board.js';
import { createCommunityModeration } from '../services/community-moderation.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { uuidParam } from '../http/path-id.js';
import { parseWith, readJson } from '../http/read-json.js';
import { NotFoundError } from '../errors.js';

const postId = (c: Context) => uuidParam(c.req.param('id') ?? '', 'No post with that id');
const replyId = (c: Context) => uuidParam(c.req.param('replyId') ?? '', 'No reply with that id');
const memberId = (c: Context) => uuidParam(c.req.param('memberId') ?? '', 'No member with that id');
const user = (c: Context<AppEnv>) => c.get('auth').userId;

/** A reaction kind in the path: an unknown one is no such route (404). */
function kindParam(c: Context) {
  const parsed = reactionKindSchema.safeParse(c.req.param('kind'));
  if (!parsed.success) throw new NotFoundError(parsed.error.issues[0]?.message);
  return parsed.data;
}

/** `/api/community`: the board (members) and `/api/community/moderation` (moderators). */
export function communityRoutes(deps: AppDeps) {
  const board = createCommunityBoard(deps);
  const actions = createCommunityActions(deps);
  const moderation = createCommunityModeration(deps);

  const moderationRoutes = new Hono<AppEnv>()
    .get('/queue', async (c) => c.json({ items: await moderation.queue(user(c)) }))
    .get('/log', async (c) => c.json({ actions: await moderation.log(user(c)) }))
    .post('/posts/:id/approve', async (c) =>
      c.json(await moderation.approve(user(c), postId(c), null)),
    )
    .post('/posts/:id/remove', async (c) => {
      const id = postId(c);
      const body = await readJson(c, removeRequestSchema);
      return c.json(await moderation.remove(user(c), id, null, body.reason));
    })
    .post('/posts/:id/replies/:replyId/approve', async (c) =>
      c.json(await moderation.approve(user(c), postId(c), replyId(c))),
    )
    .post('/posts/:id/replies/:replyId/remove', async (c) => {
      const [id, rid] = [postId(c), replyId(c)];
      const body = await readJson(c, removeRequestSchema);
      return c.json(await moderation.remove(user(c), id, rid, body.reason));
    })
    .post('/members/:memberId/suspend', async (c) => {
      const id = memberId(c);
      const body = await readJson(c, suspendRequestSchema);
      return c.json({ member: await moderation.suspend(user(c), id, body.until, body.reason) });
    })
    .delete('/members/:memberId/suspension', async (c) =>
      c.json({ member: await moderation.unsuspend(user(c), memberId(c)) }),
    );

  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .route('/moderation', moderationRoutes)
    .get('/me', async (c) => c.json({ profile: await board.profile(user(c)) }))
    .put('/me', async (c) => {
      const body = await readJson(c, profileRequestSchema);
      return c.json({ profile: await board.updateProfile(user(c), body.displayName) });
    })
    .get('/resources', (c) => c.json(board.resources()))
    .get('/posts', async (c) => {
      const query = parseWith(listQuerySchema, c.req.query());
      return c.json(await board.list(user(c), query));
    })
    .post('/posts', async (c) => {
      const body = await readJson(c, postRequestSchema);
      return c.json(await board.createPost(user(c), body), 201);
    })
    .get('/posts/:id', async (c) => c.json(await board.thread(user(c), postId(c))))
    .put('/posts/:id', async (c) => {
      const id = postId(c);
      const body = await readJson(c, postRequestSchema);
      return c.json(await board.updatePost(user(c), id, body));
    })
    .delete('/posts/:id', async (c) => {
      await board.deletePost(user(c), postId(c));
      return c.body(null, 204);
    })
    .post('/posts/:id/replies', async (c) => {
      const id = postId(c);
      const body = await readJson(c, replyRequestSchema);
      return c.json(await board.createReply(user(c), id, body), 201);
    })
    .put('/posts/:id/replies/:replyId', async (c) => {
      const [id, rid] = [postId(c), replyId(c)];
      const body = await readJson(c, replyRequestSchema);
      return c.json(await board.updateReply(user(c), id, rid, body));
    })
    .delete('/posts/:id/replies/:replyId', async (c) => {
      await board.deleteReply(user(c), postId(c), replyId(c));
      return c.body(null, 204);
    })
    .put('/posts/:id/reactions/:kind', async (c) =>
      c.json(await actions.react(user(c), postId(c), null, kindParam(c), true)),
    )
    .delete('/posts/:id/reactions/:kind', async (c) =>
      c.json(await actions.react(user(c), postId(c), null, kindParam(c), false)),
    )
    .put('/posts/:id/replies/:replyId/reactions/:kind', async (c) =>
      c.json(await actions.react(user(c), postId(c), replyId(c), kindParam(c), true)),
    )
    .delete('/posts/:id/replies/:replyId/reactions/:kind', async (c) =>
      c.json(await actions.react(user(c), postId(c), replyId(c), kindParam(c), false)),
    )
    .post('/posts/:id/report', async (c) => {
      const id = postId(c);
      const body = await readJson(c, reportRequestSchema);
      return c.json(await actions.report(user(c), id, null, body));
    })
    .post('/posts/:id/replies/:replyId/report', async (c) => {
      const [id, rid] = [postId(c), replyId(c)];
      const body = await readJson(c, reportRequestSchema);
      return c.json(await actions.report(user(c), id, rid, body));
    })
    .get('/blocks', async (c) => c.json({ blocks: await actions.blocks(user(c)) }))
    .post('/blocks', async (c) => {
      const body = await readJson(c, blockRequestSchema);
      const { block, created } = await actions.block(user(c), body.memberId);
      return c.json({ block }, created ? 201 : 200);
    })
    .delete('/blocks/:memberId', async (c) => {
      await actions.unblock(user(c), memberId(c));
      return c.body(null, 204);
    });
}
