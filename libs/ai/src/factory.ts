import type { AiProvider } from './provider.js';
import { LocalAiProvider } from './local/local-ai-provider.js';

/** Values AI_PROVIDER accepts. The OpenAI-compatible provider is added by a later issue. */
export const AI_PROVIDERS = ['local'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export class AiProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiProviderConfigError';
  }
}

/** Builds the provider AI_PROVIDER names (default 'local'); any other value stops the boot. */
export function createAiProvider(env: { AI_PROVIDER?: string } = process.env): AiProvider {
  const name = env.AI_PROVIDER === undefined || env.AI_PROVIDER === '' ? 'local' : env.AI_PROVIDER;
  switch (name) {
    case 'local':
      return new LocalAiProvider();
    default:
      throw new AiProviderConfigError(
        `AI_PROVIDER: unsupported provider ${JSON.stringify(name)} (expected one of: ${AI_PROVIDERS.join(', ')})`,
      );
  }
}
