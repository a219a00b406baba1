import type { RelatedInsight, ThoughtType } from '@hivemind/contracts';

/**
 * Local insight phrasing: one insight per related past thought, worded after that thought's type
 * (a past plan invites a check, a past problem a comparison, a past view an echo) and naming its
 * topic. Templates, not generation: honest about what a rule system can say without a model.
 */
export const SOURCE_MAX_LENGTH = 150;

export function snippet(text: string, max = SOURCE_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const PHRASES: Record<ThoughtType, (topic: string, quote: string) => string> = {
  plan: (topic, q) => `You already planned something about ${topic}: ${q}. Is it done, or does this thought change it?`,
  idea: (topic, q) => `This builds on an earlier idea about ${topic}: ${q}.`,
  problem: (topic, q) => `You ran into a similar problem with ${topic} before: ${q}.`,
  solution: (topic, q) => `A solution you noted for ${topic} may apply here: ${q}.`,
  opinion: (topic, q) => `This echoes your view on ${topic}: ${q}.`,
  belief: (topic, q) => `This touches a belief you hold about ${topic}: ${q}.`,
  argument: (topic, q) => `You argued about ${topic} before: ${q}.`,
  memory: (topic, q) => `This connects to a memory of ${topic}: ${q}.`,
  reflection: (topic, q) => `You reflected on ${topic} before: ${q}.`,
  prediction: (topic, q) => `You made a prediction about ${topic}: ${q}. Does this thought bear it out?`,
  hypothesis: (topic, q) => `You had a hunch about ${topic}: ${q}. This thought may help test it.`,
  theory: (topic, q) => `This fits a theory you wrote about ${topic}: ${q}.`,
  insight: (topic, q) => `An earlier lesson about ${topic} applies: ${q}.`,
  statistic: (topic, q) => `A figure you noted about ${topic}: ${q}.`,
  event: (topic, q) => `Related to something that happened around ${topic}: ${q}.`,
  quote: (topic, q) => `A quote you kept about ${topic}: ${q}.`,
  observation: (topic, q) => `You noticed something similar about ${topic}: ${q}.`,
};

export function phraseInsight(
  related: { thoughtId: string; content: string },
  thoughtType: ThoughtType,
  topic: string,
): RelatedInsight {
  const source = snippet(related.content);
  const quote = `"${snippet(related.content, 100).replace(/[.!?]+$/, '')}"`;
  return { insight: PHRASES[thoughtType](topic, quote), source, thoughtId: related.thoughtId };
}
