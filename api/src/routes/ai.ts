// Over 400 lines for now: the chat and photo handlers still carry the crisis screen's flow
// (screen, safe mode, caring reply, store) that belongs in a service; moving it into
// services/ is the next step of issue 17's layering, left for its own behaviour-neutral change.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createCoachModel, defaultAiTimeouts } from '../ai/coach-model.js';
import type { CoachContext } from '../ai/coach-prompt.js';
import {
  aiLimits,
  aiMessages,
  chatHistoryQuerySchema,
  chatRequestSchema,
  type AnalyzeImageReply,
  type ChatHistory,
  type ChatMessage,
  type ChatReply,
  type CoachSource,
} from '../contracts/ai.js';
import { createChatRepository, type NewChatMessage } from '../data/chat-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { chatRateLimitScope } from '../data/account-eraser.js';
import { createRateLimitRepository, rateLimitSubjects } from '../data/rate-limit-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import {
  crisisReply,
  crisisResources,
  detectCrisis,
  distressThemesOf,
  screenConversation,
  TIER_RANK,
  warmUpCrisisScreenSoon,
  type CrisisResult,
} from '../domain/crisis/index.js';
import { distressReply } from '../domain/crisis/distress-reply.js';
import { screenModelReply } from '../domain/crisis/model-reply.js';
import { inSafeMode, SAFE_MODE_MS, safeModeReply } from '../domain/crisis/safe-mode.js';
import { createSelfHarmCheck } from '../ai/content-safety.js';
import { sniffImageFormat } from '../domain/image-format.js';
import { offlineCoachReply } from '../domain/offline-coach/coach.js';
import { AppError, RateLimitedError, ValidationError } from '../errors.js';
import { createStorageQuotas } from '../services/storage-quotas.js';
import { processPhoto, UnreadableImageError } from '../media/photo-image.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { signedInUser } from '../services/signed-in-user.js';
import { parseWith, readJson } from '../http/read-json.js';
import { createCoachContext, displayNameOf } from '../services/coach-context.js';
import { photoView } from '../services/photo-view.js';

/** At least 60 messages per 10 minutes (api.md); crisis messages are never counted or refused. */
export const chatRateLimit = { limit: aiLimits.chatPerWindow, windowMs: aiLimits.chatWindowMs };

/** Recent messages the model sees with a new one. */
const modelHistoryLength = 12;

/** Said first when Azure OpenAI is configured but could not answer. */
export const aiUnavailableNote =
  "_The AI coach couldn't answer just now, so this reply comes from Stride's built-in guide._";

/** Said first when the model's reply gave dosing instructions and the built-in guide answers instead. */
export const dosingReplacedNote =
  "_For anything about your dose, your prescriber or pharmacist is the right person to ask, so this reply comes from Stride's built-in guide._";

export const photoNotes = {
  offline:
    "No AI looked at this photo: the AI coach isn't connected, so Stride saved it privately without describing it. Comparing photos taken in the same light and pose, a few weeks apart, is a lovely way to notice changes that creep up slowly.",
  unavailable:
    "The AI coach couldn't look at this photo just now, so there's no description this time. Your photo is saved privately, and comparing it with earlier ones in the same light and pose is a great way to see how far you've come.",
} as const;

/** The chat body, read loosely first so a crisis message is answered even when it breaks a rule. */
const chatEnvelopeSchema = z.object({
  message: z.string({ error: aiMessages.messageRequired }),
  context: z.unknown().optional(),
});

function pageContextText(context: unknown): string | undefined {
  if (context === undefined || context === null) return undefined;
  const text = typeof context === 'string' ? context : JSON.stringify(context);
  return text.trim() ? text.slice(0, aiLimits.contextMax) : undefined;
}

/**
 * The AI coach: POST /api/ai/chat, GET /api/ai/chat/history and POST /api/ai/analyze-image.
 * Every message is screened for crisis first, before any model and before the rate limit.
 */
export function aiRoutes(deps: AppDeps) {
  warmUpCrisisScreenSoon();
  const users = createUserRepository(deps.storage);
  const chat = createChatRepository(deps.storage);
  const photos = createPhotoRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);
  /** Both sides of an exchange are stored: two messages. */
  const exchange = { count: 2, bytes: 0 };
  const rateLimits = createRateLimitRepository(deps.storage);
  const timeouts = { ...defaultAiTimeouts, ...deps.aiTimeouts };
  const model = createCoachModel(deps.config.openAi, timeouts, deps.log);
  const selfHarmCheck = createSelfHarmCheck(
    deps.config.contentSafety,
    deps.log,
    deps.contentSafetyTimeoutMs,
  );

  const currentUser = (userId: string) => signedInUser(users, userId);
  const coachContext = createCoachContext(deps);

  /**
   * The screen over the newest message and the person's messages just before it in this session,
   * then Content Safety when configured (it can only add a flag). Reading the history can fail:
   * the newest message is then screened alone, never not at all.
   */
  async function screenChat(
    userId: string,
    message: string,
    receivedAt: number,
  ): Promise<{ screen: CrisisResult; history: ChatMessage[] | undefined }> {
    let history: ChatMessage[] | undefined;
    try {
      history = await chat.recent(userId, modelHistoryLength);
    } catch (error) {
      const kind = error instanceof Error ? error.name : 'unknown error';
      deps.log.error(`POST /api/ai/chat history not read before screening (${kind})`);
    }
    const session = (history ?? []).filter(
      (m) => m.role === 'user' && receivedAt - Date.parse(m.createdAt) < SAFE_MODE_MS,
    );
    let screen = screenConversation([...session.map((m) => m.content), message]);
    if (!screen.crisis && selfHarmCheck) {
      const tier = await selfHarmCheck(message);
      if (TIER_RANK[tier] > TIER_RANK[screen.tier]) {
        screen = {
          crisis: true,
          level: tier === 'urgent' ? 'urgent' : 'concern',
          tier,
          signals: [...screen.signals, 'content-safety'],
        };
      }
    }
    return { screen, history };
  }

  /** Stores one exchange; a failure is logged, never lets a caring answer go unsent. */
  async function storeCaringExchange(userId: string, messages: NewChatMessage[]) {
    try {
      await quotas.within(userId, 'chat', exchange, () => chat.append(userId, messages));
    } catch (error) {
      // The one failure that must not stop an answer: resources matter more than the record.
      const kind = error instanceof Error ? error.name : 'unknown error';
      deps.log.error(`POST /api/ai/chat caring exchange not stored (${kind})`);
    }
  }

  async function chatReply(c: Context<AppEnv>) {
    const { userId } = c.get('auth');
    const envelope = await readJson(c, chatEnvelopeSchema);
    const user = await currentUser(userId);
    const displayName = displayNameOf(user);
    const receivedAt = deps.clock.now();

    // 1. The screen first: before any model and before the rate limit, whatever else is wrong.
    //    A crisis gets the crisis card; distress gets the caring reply and the quiet resources
    //    line. Neither is counted against the rate limit or refused for breaking a rule.
    const { screen, history } = await screenChat(userId, envelope.message, receivedAt);
    if (TIER_RANK[screen.tier] >= TIER_RANK.distress) {
      const reply = screen.crisis
        ? crisisReply(displayName)
        : distressReply(distressThemesOf(envelope.message), displayName);
      const replyId = randomUUID();
      await storeCaringExchange(userId, [
        {
          id: randomUUID(),
          role: 'user',
          content: envelope.message.slice(0, aiLimits.messageMax),
          crisis: screen.crisis,
          createdAtMs: receivedAt,
          tier: screen.tier,
        },
        {
          id: replyId,
          role: 'assistant',
          content: reply,
          crisis: screen.crisis,
          createdAtMs: receivedAt,
          source: 'offline',
          tier: screen.tier,
        },
      ]);
      const body: ChatReply = {
        reply,
        crisis: screen.crisis,
        tier: screen.tier,
        safeMode: screen.crisis || inSafeMode(history ?? [], receivedAt),
        resources: [...crisisResources],
        messageId: replyId,
        createdAt: new Date(receivedAt).toISOString(),
        source: 'offline',
      };
      return c.json(body);
    }

    // 2. The rules, then the rate limit.
    const request = parseWith(chatRequestSchema, envelope);
    const decision = await rateLimits.hit(
      chatRateLimitScope,
      rateLimitSubjects.chatUser(userId),
      chatRateLimit,
      receivedAt,
    );
    if (!decision.allowed) {
      throw new RateLimitedError(aiMessages.rateLimited, decision.retryAfterSeconds);
    }
    // Room for the exchange before any model is asked: a full account costs no model call.
    const room = await quotas.reserve(userId, 'chat', exchange);

    // 3. The model when there is one, the offline coach otherwise or when it fails. In safe mode
    //    (a crisis earlier in the session) the coach checks in first and leaves the game out.
    const [recent, ownData] = await Promise.all([
      history ? Promise.resolve(history) : chat.recent(userId, modelHistoryLength),
      coachContext(user),
    ]);
    const safeMode = inSafeMode(recent, receivedAt);
    const context: CoachContext = { ...ownData, recentCrisis: safeMode };
    let reply = model
      ? await model.chat({
          context,
          history: recent,
          message: request.message,
          pageContext: pageContextText(request.context),
        })
      : undefined;
    let source: CoachSource = 'azure-openai';
    let crisis = false;
    // The model's words are screened too: a crisis or a dosing instruction never reaches the person.
    const verdict = reply === undefined ? 'ok' : screenModelReply(reply);
    if (verdict === 'crisis') {
      deps.log.info('POST /api/ai/chat model reply replaced (screened as a crisis)');
      reply = crisisReply(displayName);
      crisis = true;
      source = 'offline';
    } else if (verdict === 'dosing') {
      deps.log.info('POST /api/ai/chat model reply replaced (dosing instructions)');
      reply = undefined;
    }
    if (reply === undefined) {
      source = 'offline';
      const offline = offlineCoachReply(request.message, {
        ...(context.displayName ? { name: context.displayName } : {}),
        nextInjectionDate: context.nextInjectionDate,
        daysUntilNext: context.daysUntilNext,
        adherenceRate: context.adherenceRate,
        recentMood: context.recentMood?.mood ?? null,
        seed: recent.length + Math.floor(receivedAt / 60_000),
        route:
          context.prescription?.route === 'SubQ'
            ? 'SubQ'
            : context.prescription?.route === 'IM'
              ? 'IM'
              : null,
        suggestedSite: context.suggestedSite ?? null,
      });
      const text = safeMode ? safeModeReply(offline, context.displayName) : offline.reply;
      reply =
        model && verdict === 'ok'
          ? `${aiUnavailableNote}\n\n${text}`
          : verdict === 'dosing'
            ? `${dosingReplacedNote}\n\n${text}`
            : text;
    }
    const repliedAt = Math.max(receivedAt, deps.clock.now());
    const replyId = randomUUID();
    await quotas.commit(room, () =>
      chat.append(userId, [
        {
          id: randomUUID(),
          role: 'user',
          content: request.message,
          crisis: false,
          createdAtMs: receivedAt,
        },
        {
          id: replyId,
          role: 'assistant',
          content: reply,
          crisis,
          createdAtMs: repliedAt,
          source,
          ...(crisis ? { tier: 'concern' as const } : {}),
        },
      ]),
    );
    const body: ChatReply = {
      reply,
      crisis,
      tier: crisis ? 'concern' : 'none',
      safeMode: safeMode || crisis,
      resources: crisis ? [...crisisResources] : [],
      messageId: replyId,
      createdAt: new Date(repliedAt).toISOString(),
      source,
    };
    return c.json(body);
  }

  /** The multipart form: an `image` file and an optional `context` note. */
  async function readImageForm(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; note?: string }> {
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new ValidationError(aiMessages.multipartRequired, {
        image: aiMessages.multipartRequired,
      });
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ValidationError(aiMessages.multipartRequired, {
        image: aiMessages.multipartRequired,
      });
    }
    const image = form.get('image');
    if (!image || typeof image === 'string') {
      throw new ValidationError(aiMessages.imageRequired, { image: aiMessages.imageRequired });
    }
    if (image.size > aiLimits.imageMaxBytes) {
      throw new AppError(413, 'too_large', aiMessages.imageTooLarge);
    }
    const context = form.get('context');
    if (context !== null && typeof context !== 'string') {
      throw new ValidationError(aiMessages.photoContextTooLong, {
        context: aiMessages.photoContextTooLong,
      });
    }
    const note = context?.trim() ?? '';
    if (note.length > aiLimits.photoContextMax) {
      throw new ValidationError(aiMessages.photoContextTooLong, {
        context: aiMessages.photoContextTooLong,
      });
    }
    const bytes = new Uint8Array(await image.arrayBuffer());
    return note ? { bytes, note } : { bytes };
  }

  async function analyzeImage(c: Context<AppEnv>) {
    const started = Date.now(); // real time: the platform's limit is real
    const { userId } = c.get('auth');
    const { bytes, note } = await readImageForm(c);
    const format = sniffImageFormat(bytes);
    if (!format) throw new ValidationError(aiMessages.imageType, { image: aiMessages.imageType });
    let processed;
    try {
      processed = await processPhoto(bytes, format, { forAnalysis: Boolean(model?.describePhoto) });
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        throw new ValidationError(aiMessages.imageUnreadable, {
          image: aiMessages.imageUnreadable,
        });
      }
      throw error;
    }
    // Room for both images before any model looks at them: a full account costs no model call.
    const room = await quotas.reserve(userId, 'photos', {
      count: 1,
      bytes: processed.original.bytes.byteLength + processed.thumbnail.bytes.byteLength,
    });
    const user = await currentUser(userId);
    const displayName = displayNameOf(user);

    let analysis: string | undefined;
    let source: CoachSource = 'offline';
    let crisis = false;
    if (note && detectCrisis(note).crisis) {
      // The note is screened like a chat message: it never reaches a model.
      crisis = true;
      analysis = crisisReply(displayName);
    } else if (model?.describePhoto && processed.forAnalysis) {
      analysis = await model.describePhoto({
        image: processed.forAnalysis.bytes,
        contentType: processed.forAnalysis.contentType,
        displayName,
        note,
        budgetMs: timeouts.totalTimeoutMs - (Date.now() - started),
      });
      if (analysis !== undefined) source = 'azure-openai';
      else analysis = photoNotes.unavailable;
    } else {
      analysis = photoNotes.offline;
    }

    const record = await quotas.commit(room, () =>
      photos.create(userId, randomUUID(), {
        takenAtMs: deps.clock.now(),
        original: processed.original,
        thumbnail: processed.thumbnail,
        analysis,
        analysisSource: source,
        context: note,
      }),
    );
    const body: AnalyzeImageReply = {
      photo: photoView(record),
      analysis,
      source,
      crisis,
      resources: crisis ? [...crisisResources] : [],
    };
    return c.json(body, 201);
  }

  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post('/chat', chatReply)
    .get('/chat/history', async (c) => {
      const { userId } = c.get('auth');
      const { limit } = parseWith(chatHistoryQuerySchema, c.req.query());
      const messages = await chat.readHistory(
        userId,
        limit,
        new Date(deps.clock.now()).toISOString(),
      );
      return c.json({ messages } satisfies ChatHistory);
    })
    .post('/analyze-image', analyzeImage);
}
