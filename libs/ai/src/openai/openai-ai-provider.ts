import OpenAI from 'openai';
import type { z } from 'zod';
import {
  EMBEDDING_DIMENSIONS,
  type ChatReplyInput,
  ENHANCE_ACTIONS,
  type Classification,
  type EmbeddingResult,
  type EnhanceAction,
  type ListMatch,
  type ListMatchInput,
  type RelatedInsight,
  type RelatedThoughtInput,
  type StreamMatchInput,
  type StreamTag,
} from '@hivemind/contracts';
import { AiInputError, AiOutputError } from '../errors.js';

/** The most of a page's text sent to the model for its drops (about 6k tokens). */
const DROPS_TEXT_MAX = 24_000;
import { snippet } from '../local/insights.js';
import { DEFAULT_INSIGHT_LIMIT, type AiProvider, type DropsInput, type InsightSubject } from '../provider.js';
import { tagStreams } from '../streams/stream-tagging.js';
import {
  chatContextMessage,
  classificationSchema,
  enhanceSystemPrompt,
  insightsSchema,
  dropsSchema,
  jsonSchemaOf,
  listMatchSchema,
  SYSTEM,
  textSchema,
} from './prompts.js';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Ollama's /v1, vLLM); the SDK's default otherwise. */
  baseURL?: string;
  chatModel?: string;
  embeddingModel?: string;
  /** Per request; a timeout surfaces as an error without HTTP status, which BullMQ retries. */
  timeoutMs?: number;
  /**
   * Send `dimensions: 256` with embedding requests (text-embedding-3 models shorten their vectors;
   * some servers reject the parameter). Either way a vector of another size fails clearly.
   */
  sendDimensions?: boolean;
}

export const DEFAULT_OPENAI_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';
export const DEFAULT_OPENAI_TIMEOUT_MS = 30_000;
/** A chat answer that does not parse or validate is asked for once more, then the job fails. */
const CHAT_ATTEMPTS = 2;
const ITEM_TITLE_MAX = 255;

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/**
 * The AI provider on the official `openai` SDK. The SDK's own retries are off (maxRetries 0):
 * BullMQ's exponential backoff is the one retry policy, and the SDK's errors keep their HTTP
 * `status`, so the worker's error sorting fails a 400/401/403/404/422 at once and retries
 * 408/429/5xx, connection errors and timeouts. No temperature is sent: reasoning models reject it.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  readonly embeddingModel: string;
  readonly chatModel: string;
  private readonly client: OpenAI;
  private readonly sendDimensions: boolean;

  constructor(options: OpenAiProviderOptions) {
    this.chatModel = options.chatModel || DEFAULT_OPENAI_CHAT_MODEL;
    this.embeddingModel = options.embeddingModel || DEFAULT_OPENAI_EMBEDDING_MODEL;
    this.sendDimensions = options.sendDimensions ?? true;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Explicit so the SDK never falls back to a stray OPENAI_BASE_URL of the process.
      baseURL: options.baseURL || 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
      maxRetries: 0,
    });
  }

  /** Nothing to load; the first request opens the connection. */
  async warmUp(): Promise<void> {}

  async classify(text: string): Promise<Classification> {
    const result = await this.chatJson('classification', classificationSchema, SYSTEM.classify, { thought: text });
    const topic = result.topic.trim();
    if (!topic) throw new AiOutputError('invalid_shape', 'classification: the model returned an empty topic');
    return { category: result.category, thoughtType: result.thoughtType, topic };
  }

  async format(text: string): Promise<string> {
    return (await this.chatJson('formatted_thought', textSchema, SYSTEM.format, { thought: text })).content.trim();
  }

  async enhance(text: string, action: EnhanceAction, instructions?: string): Promise<string> {
    if (!ENHANCE_ACTIONS.includes(action))
      throw new AiInputError(`Unknown enhancement action ${JSON.stringify(action)}`);
    if (action === 'custom' && !instructions?.trim()) throw new AiInputError('Please enter custom instructions');
    const input = action === 'custom' ? { thought: text, instructions } : { thought: text };
    return (await this.chatJson('enhanced_thought', textSchema, enhanceSystemPrompt(action), input)).content.trim();
  }

  async embed(texts: string[]): Promise<EmbeddingResult[]> {
    if (texts.length === 0) return [];
    const response = await this.client.embeddings.create({
      model: this.embeddingModel,
      // The API rejects empty strings; a blank text still gets a (meaningless but valid) vector.
      input: texts.map((t) => (t.trim() ? t : ' ')),
      encoding_format: 'float',
      ...(this.sendDimensions ? { dimensions: EMBEDDING_DIMENSIONS } : {}),
    });
    const rows = [...(response.data ?? [])].sort((a, b) => a.index - b.index);
    if (rows.length !== texts.length) {
      throw new AiOutputError('invalid_shape', `embeddings: asked for ${texts.length} vectors, got ${rows.length}`);
    }
    return rows.map((row) => {
      const vector = row.embedding as unknown;
      if (!Array.isArray(vector) || !vector.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        throw new AiOutputError(
          'invalid_shape',
          'embeddings: the server returned a vector that is not a list of numbers',
        );
      }
      if (vector.length !== EMBEDDING_DIMENSIONS) {
        throw new AiOutputError(
          'dimension_mismatch',
          `embeddings: model ${this.embeddingModel} returned ${vector.length} dimensions, but embeddings are stored as vector(${EMBEDDING_DIMENSIONS}); ` +
            `choose a model that supports dimensions=${EMBEDDING_DIMENSIONS} (OPENAI_EMBEDDING_MODEL) or one that natively has ${EMBEDDING_DIMENSIONS}`,
        );
      }
      return { embedding: normalize(vector as number[]), model: this.embeddingModel };
    });
  }

  async matchLists(text: string, lists: ListMatchInput[]): Promise<ListMatch[]> {
    if (lists.length === 0 || !text.trim()) return [];
    const input = {
      thought: text,
      lists: lists.map((l) => ({
        listId: l.listId,
        title: l.title,
        description: l.description ?? '',
        matchInstructions: l.matchInstructions,
        itemCreationInstructions: l.itemCreationInstructions,
        isTaskList: l.isTaskList ?? false,
      })),
    };
    const { matches } = await this.chatJson('list_matches', listMatchSchema, SYSTEM.match, input);
    const known = new Set(lists.map((l) => l.listId));
    const seen = new Set<string>();
    // Only lists we offered, once each, with a usable title: the model's word is not trusted on ids.
    return matches
      .filter((m) => known.has(m.listId) && !seen.has(m.listId) && seen.add(m.listId) && m.title.trim())
      .map((m) => ({ listId: m.listId, title: m.title.trim().slice(0, ITEM_TITLE_MAX), content: m.content.trim() }));
  }

  /** Shared lexicon rules (streams/stream-tagging.ts), so tags never depend on the provider. */
  async tagStreams(text: string, streams: StreamMatchInput[]): Promise<StreamTag[]> {
    return tagStreams(text, streams);
  }

  async summarizeInsights(
    thought: InsightSubject,
    related: RelatedThoughtInput[],
    limit = DEFAULT_INSIGHT_LIMIT,
  ): Promise<RelatedInsight[]> {
    if (limit < 1) throw new AiInputError('summarizeInsights: limit must be at least 1');
    const candidates = related.filter((r) => r.content.trim() && r.thoughtId !== thought.thoughtId);
    if (candidates.length === 0) return [];
    const input = {
      currentThought: thought.content,
      maxInsights: limit,
      pastThoughts: candidates.map((r) => ({ thoughtId: r.thoughtId, content: r.content, similarity: r.similarity })),
    };
    const { insights } = await this.chatJson('related_insights', insightsSchema, SYSTEM.insights, input);
    const byId = new Map(candidates.map((r) => [r.thoughtId, r]));
    const seen = new Set<string>();
    const out: RelatedInsight[] = [];
    for (const i of insights) {
      const source = byId.get(i.thoughtId);
      if (!source || seen.has(i.thoughtId) || !i.insight.trim()) continue;
      seen.add(i.thoughtId);
      out.push({ insight: i.insight.trim(), source: snippet(source.content), thoughtId: i.thoughtId });
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * The reply streamed with the SDK's streaming (server-sent events): each content delta as it
   * arrives. The member's related data goes in as JSON in a system message (data, not instructions);
   * the thread's turns follow as chat messages.
   */
  async *chatReply(input: ChatReplyInput): AsyncIterable<string> {
    const messages: Message[] = [
      { role: 'system', content: SYSTEM.chat },
      { role: 'system', content: chatContextMessage(input.context) },
      ...input.history.map((t): Message => ({ role: t.role, content: t.content })),
    ];
    const stream = await this.client.chat.completions.create({ model: this.chatModel, messages, stream: true });
    let any = false;
    for await (const chunk of stream) {
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        any = true;
        yield delta;
      }
    }
    if (!any) throw new AiOutputError('empty_response', 'chat reply: the model returned no content');
  }

  /** One chat completion with a strict JSON schema; the answer is parsed and validated. */
  /** Drops written by the model from the page's text (at most DROPS_TEXT_MAX characters of it). */
  async writeDrops(input: DropsInput): Promise<string[]> {
    const text = input.text.trim();
    if (!text) return [];
    const request = {
      title: input.title ?? '',
      text: text.slice(0, DROPS_TEXT_MAX),
      minDrops: input.min,
      maxDrops: input.max,
    };
    const { drops } = await this.chatJson('web_page_drops', dropsSchema, SYSTEM.drops, request);
    const out = drops.map((d) => d.trim()).filter((d) => d.length > 0);
    if (out.length === 0) throw new AiOutputError('invalid_shape', 'web_page_drops: the model returned no drops');
    return out.slice(0, input.max);
  }

  private async chatJson<S extends z.ZodType>(
    name: string,
    schema: S,
    system: string,
    input: unknown,
  ): Promise<z.infer<S>> {
    const messages: Message[] = [
      { role: 'system', content: system },
      { role: 'user', content: JSON.stringify(input) },
    ];
    let lastError: AiOutputError | undefined;
    for (let attempt = 1; attempt <= CHAT_ATTEMPTS; attempt += 1) {
      const completion = await this.client.chat.completions.create({
        model: this.chatModel,
        messages,
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchemaOf(schema) } },
      });
      const message = completion.choices?.[0]?.message;
      const content = message?.content;
      if (!content) {
        lastError = new AiOutputError(
          'empty_response',
          `${name}: the model returned no content${message?.refusal ? ` (refusal: ${message.refusal})` : ''}`,
        );
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(content);
      } catch (error) {
        lastError = new AiOutputError(
          'invalid_json',
          `${name}: the model's answer is not JSON: ${content.slice(0, 200)}`,
          { cause: error },
        );
        continue;
      }
      const result = schema.safeParse(parsed);
      if (result.success) return result.data;
      lastError = new AiOutputError(
        'invalid_shape',
        `${name}: the model's answer does not match the schema: ${result.error.message.slice(0, 500)}`,
        {
          cause: result.error,
        },
      );
    }
    throw lastError ?? new AiOutputError('empty_response', `${name}: no answer`);
  }
}

function normalize(vector: number[]): number[] {
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}
