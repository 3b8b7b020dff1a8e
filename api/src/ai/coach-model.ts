import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import type { OpenAiConfig } from '../config.js';
import type { Logger } from '../logger.js';
import {
  coachMessages,
  photoPromptText,
  photoSystemPrompt,
  type CoachContext,
  type HistoryTurn,
} from './coach-prompt.js';

/**
 * The coach's model: Azure OpenAI through the official `openai` package's AzureOpenAI client
 * (key auth: managed functions of Static Web Apps have no managed identity).
 *
 * A call through Static Web Apps must answer within about 45 seconds, so each attempt has its
 * own timeout, the client retries at most once (429, 5xx, timeouts, dropped connections), and one
 * overall deadline bounds both attempts together with the SDK's back-off (which honours a
 * server's Retry-After of up to a minute: the deadline does not wait for it). Every failure (timeout, 429, 5xx, a filtered or empty answer) returns
 * `undefined`: the route then answers from the offline coach, never with a 500.
 */

export interface AiTimeouts {
  /** One HTTP attempt. */
  attemptTimeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Everything, attempts and back-off together. */
  totalTimeoutMs: number;
}

/** 20 s an attempt, one retry, 38 s in all: inside the platform's 45 s with room for storage. */
export const defaultAiTimeouts: AiTimeouts = {
  attemptTimeoutMs: 20_000,
  maxRetries: 1,
  totalTimeoutMs: 38_000,
};

export interface CoachChatInput {
  context: CoachContext;
  history: readonly HistoryTurn[];
  message: string;
  pageContext?: string | undefined;
}

export interface PhotoInput {
  /** A JPEG, PNG or WebP, already stripped of metadata and scaled down. */
  image: Uint8Array;
  contentType: string;
  displayName: string | undefined;
  note: string | undefined;
  /** At most this long (the route has spent some of its budget already). */
  budgetMs: number;
}

export interface CoachModel {
  /** The reply, or undefined when the model could not give one. */
  chat(input: CoachChatInput): Promise<string | undefined>;
  /** Present only with a vision deployment. */
  describePhoto?: (input: PhotoInput) => Promise<string | undefined>;
}

/** Long replies are clipped before they are stored (a table property holds 32K characters). */
const replyMaxChars = 8000;

/** Undefined when Azure OpenAI is not configured: the coach answers offline. */
export function createCoachModel(
  config: OpenAiConfig | undefined,
  timeouts: AiTimeouts,
  log: Logger,
): CoachModel | undefined {
  if (!config) return undefined;
  const client = (deployment: string) =>
    new AzureOpenAI({
      endpoint: config.endpoint,
      apiKey: config.apiKey,
      apiVersion: config.apiVersion,
      deployment,
      timeout: timeouts.attemptTimeoutMs,
      maxRetries: timeouts.maxRetries,
    });
  const chatClient = client(config.deployment);
  const tracer = trace.getTracer('stride-api');
  const serverAddress = new URL(config.endpoint).host;
  const visionClient = config.visionDeployment ? client(config.visionDeployment) : undefined;

  async function complete(
    ai: AzureOpenAI,
    deployment: string,
    what: string,
    messages: Parameters<AzureOpenAI['chat']['completions']['create']>[0]['messages'],
    budgetMs: number,
  ): Promise<string | undefined> {
    const started = Date.now();
    // One dependency in Application Insights: the deployment, the outcome and the time; never a
    // prompt or an answer.
    const span = tracer.startSpan(`chat ${deployment}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.system': 'az.ai.openai',
        'gen_ai.request.model': deployment,
        'server.address': serverAddress,
      },
    });
    const failed = (outcome: string): undefined => {
      span.setAttribute('stride.outcome', outcome);
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      log.error(`${what}: unavailable (${outcome}) after ${Date.now() - started} ms`, undefined, {
        deployment,
        outcome,
        ms: Date.now() - started,
      });
      return undefined;
    };
    // The SDK's back-off before its retry cannot be interrupted (and it honours a Retry-After of
    // up to a minute), so the deadline is a race: when it passes, the request is aborted and the
    // answer no longer awaited.
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          controller.abort();
          reject(new DeadlineError());
        },
        Math.max(1, budgetMs),
      );
    });
    try {
      const request = ai.chat.completions.create(
        { model: deployment, messages, max_tokens: 600, temperature: 0.7 },
        { signal: controller.signal },
      );
      request.catch(() => undefined); // settles quietly when the deadline won
      const completion = await Promise.race([request, deadline]);
      const choice = completion.choices?.[0];
      const text = choice?.message?.content?.trim();
      if (!text || choice?.finish_reason === 'content_filter') {
        return failed(`no usable answer: ${choice?.finish_reason ?? 'no choice'}`);
      }
      span.setAttribute('stride.outcome', 'answered');
      return text.length > replyMaxChars ? `${text.slice(0, replyMaxChars)}…` : text;
    } catch (error) {
      // Never the error itself: a provider's message may echo what the person wrote.
      return failed(failureKind(error));
    } finally {
      clearTimeout(timer);
      span.end();
    }
  }

  const model: CoachModel = {
    chat: (input) =>
      complete(
        chatClient,
        config.deployment,
        'coach model',
        coachMessages(input),
        timeouts.totalTimeoutMs,
      ),
  };
  const visionDeployment = config.visionDeployment;
  if (visionClient && visionDeployment) {
    model.describePhoto = (input) =>
      complete(
        visionClient,
        visionDeployment,
        'photo model',
        [
          { role: 'system', content: photoSystemPrompt },
          {
            role: 'user',
            content: [
              { type: 'text', text: photoPromptText(input.displayName, input.note) },
              {
                type: 'image_url',
                image_url: {
                  url: `data:${input.contentType};base64,${Buffer.from(input.image).toString('base64')}`,
                  detail: 'auto',
                },
              },
            ],
          },
        ],
        Math.min(input.budgetMs, timeouts.totalTimeoutMs),
      );
  }
  return model;
}

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

function failureKind(error: unknown): string {
  if (error instanceof DeadlineError || error instanceof APIUserAbortError) return 'deadline';
  if (error instanceof APIError) return error.status ? `status ${error.status}` : error.name;
  return error instanceof Error ? error.name : 'unknown';
}
