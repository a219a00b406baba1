import type { AiProvider } from './provider.js';
import { LocalAiProvider } from './local/local-ai-provider.js';
import {
  DEFAULT_OPENAI_CHAT_MODEL,
  DEFAULT_OPENAI_EMBEDDING_MODEL,
  DEFAULT_OPENAI_TIMEOUT_MS,
  OpenAiProvider,
} from './openai/openai-ai-provider.js';

/** Values AI_PROVIDER accepts; 'local' is the default and needs no network. */
export const AI_PROVIDERS = ['local', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The variables createAiProvider reads (all optional; only the openai provider needs a key). */
export interface AiProviderEnv {
  AI_PROVIDER?: string;
  /** Required when AI_PROVIDER=openai. */
  OPENAI_API_KEY?: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 (Ollama). Default: OpenAI. */
  OPENAI_BASE_URL?: string;
  /** Default 'gpt-4o-mini'. */
  OPENAI_CHAT_MODEL?: string;
  /** Default 'text-embedding-3-small'; must give (or shorten to) 256 dimensions. */
  OPENAI_EMBEDDING_MODEL?: string;
  /** Per-request timeout in ms, default 30000. */
  OPENAI_TIMEOUT_MS?: string;
  /** 'false' stops sending `dimensions: 256` to servers that reject the parameter. Default true. */
  OPENAI_EMBEDDING_SEND_DIMENSIONS?: string;
}

export class AiProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiProviderConfigError';
  }
}

const blank = (v: string | undefined): boolean => v === undefined || v.trim() === '';

/** Builds the provider AI_PROVIDER names (default 'local'); a bad configuration stops the boot. */
export function createAiProvider(env: AiProviderEnv = process.env): AiProvider {
  const name = blank(env.AI_PROVIDER) ? 'local' : (env.AI_PROVIDER ?? '').trim();
  switch (name) {
    case 'local':
      return new LocalAiProvider();
    case 'openai':
      return new OpenAiProvider(openAiOptions(env));
    default:
      throw new AiProviderConfigError(
        `AI_PROVIDER: unsupported provider ${JSON.stringify(name)} (expected one of: ${AI_PROVIDERS.join(', ')})`,
      );
  }
}

function openAiOptions(env: AiProviderEnv) {
  const problems: string[] = [];
  if (blank(env.OPENAI_API_KEY)) problems.push('OPENAI_API_KEY: required when AI_PROVIDER=openai');
  let baseURL: string | undefined;
  if (!blank(env.OPENAI_BASE_URL)) {
    baseURL = (env.OPENAI_BASE_URL ?? '').trim();
    if (!URL.canParse(baseURL) || !/^https?:$/.test(new URL(baseURL).protocol)) {
      problems.push(`OPENAI_BASE_URL: not an http(s) URL: ${JSON.stringify(baseURL)}`);
    }
  }
  let timeoutMs = DEFAULT_OPENAI_TIMEOUT_MS;
  if (!blank(env.OPENAI_TIMEOUT_MS)) {
    timeoutMs = Number(env.OPENAI_TIMEOUT_MS);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
      problems.push(
        `OPENAI_TIMEOUT_MS: expected a positive integer of milliseconds, got ${JSON.stringify(env.OPENAI_TIMEOUT_MS)}`,
      );
    }
  }
  const send = (env.OPENAI_EMBEDDING_SEND_DIMENSIONS ?? '').trim().toLowerCase();
  if (send && !['true', 'false', '1', '0'].includes(send)) {
    problems.push(
      `OPENAI_EMBEDDING_SEND_DIMENSIONS: expected true or false, got ${JSON.stringify(env.OPENAI_EMBEDDING_SEND_DIMENSIONS)}`,
    );
  }
  if (problems.length > 0) throw new AiProviderConfigError(problems.join('; '));
  return {
    apiKey: (env.OPENAI_API_KEY ?? '').trim(),
    baseURL,
    chatModel: blank(env.OPENAI_CHAT_MODEL) ? DEFAULT_OPENAI_CHAT_MODEL : (env.OPENAI_CHAT_MODEL ?? '').trim(),
    embeddingModel: blank(env.OPENAI_EMBEDDING_MODEL)
      ? DEFAULT_OPENAI_EMBEDDING_MODEL
      : (env.OPENAI_EMBEDDING_MODEL ?? '').trim(),
    timeoutMs,
    sendDimensions: send === 'false' || send === '0' ? false : true,
  };
}
