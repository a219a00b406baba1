import type {
  ChatReplyInput,
  Classification,
  EmbeddingResult,
  EnhanceAction,
  ListMatch,
  ListMatchInput,
  RelatedInsight,
  RelatedThoughtInput,
  StreamMatchInput,
  StreamTag,
} from '@hivemind/contracts';
import { AiInputError } from '../errors.js';
import { DEFAULT_INSIGHT_LIMIT, type AiProvider, type DropsInput, type InsightSubject } from '../provider.js';
import { localDrops } from './drops.js';
import { tagStreams } from '../streams/stream-tagging.js';
import { classifyCategory } from './category.js';
import { localChatReply, replyTokens } from './chat-reply.js';
import { cosine, embedOne, LOCAL_EMBEDDING_MODEL } from './embedding.js';
import { enhanceText } from './enhance.js';
import { formatText } from './format.js';
import { phraseInsight } from './insights.js';
import { buildItem, listProfileText, MATCH_THRESHOLD, scoreList, type ThoughtFeatures } from './list-match.js';
import { analyze } from '../nlp/nlp.js';
import { classifyThoughtType } from './thought-type-model.js';
import { extractTopic } from './topic.js';
import { loadWordVectors, type WordVectorTable } from './word-vectors.js';

export { LOCAL_EMBEDDING_MODEL } from './embedding.js';

/**
 * The default provider: no network, deterministic (same input, same output, on any machine).
 * Thought types from a small trained model over rule-lexicon scores (wink-nlp's POS tags and
 * sentiment), words and word vectors; categories from word vectors; rule-based formatting and enhancement; hybrid word-vector + n-gram
 * embeddings; list matching and insights built on those embeddings.
 */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local';
  readonly embeddingModel = LOCAL_EMBEDDING_MODEL;

  constructor(private readonly vectors: () => Promise<WordVectorTable> = loadWordVectors) {}

  async warmUp(): Promise<void> {
    await this.vectors();
    analyze('warm up');
  }

  async classify(text: string): Promise<Classification> {
    const table = await this.vectors();
    const doc = analyze(text);
    return {
      category: classifyCategory(doc, table),
      thoughtType: classifyThoughtType(doc, table),
      topic: extractTopic(doc, table),
    };
  }

  async format(text: string): Promise<string> {
    return formatText(text);
  }

  async writeDrops(input: DropsInput): Promise<string[]> {
    return localDrops(input);
  }

  async enhance(text: string, action: EnhanceAction, instructions?: string): Promise<string> {
    return enhanceText(text, action, instructions);
  }

  /** Quoted and linked from the member's own retrieval, streamed word by word (see chat-reply.ts). */
  async *chatReply(input: ChatReplyInput): AsyncIterable<string> {
    const table = await this.vectors();
    yield* replyTokens(localChatReply(input, table));
  }

  async embed(texts: string[]): Promise<EmbeddingResult[]> {
    const table = await this.vectors();
    return texts.map((text) => ({ embedding: embedOne(text, table), model: LOCAL_EMBEDDING_MODEL }));
  }

  async matchLists(text: string, lists: ListMatchInput[]): Promise<ListMatch[]> {
    if (lists.length === 0 || !text.trim()) return [];
    const table = await this.vectors();
    const doc = analyze(text);
    const thought: ThoughtFeatures = {
      text,
      doc,
      vector: embedOne(text, table),
      thoughtType: classifyThoughtType(doc, table),
      category: classifyCategory(doc, table),
    };
    const matches: Array<ListMatch & { score: number }> = [];
    for (const list of lists) {
      const score = scoreList(thought, { list, vector: embedOne(listProfileText(list), table) });
      if (score >= MATCH_THRESHOLD) matches.push({ listId: list.listId, ...buildItem(thought, list), score });
    }
    return matches.sort((a, b) => b.score - a.score).map(({ listId, title, content }) => ({ listId, title, content }));
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
    const table = await this.vectors();
    const candidates = related.filter((r) => r.content.trim() && r.thoughtId !== thought.thoughtId);
    const own = embedOne(thought.content, table);
    const ranked = candidates
      .map((r) => ({ r, similarity: r.similarity ?? cosine(own, embedOne(r.content, table)) }))
      .sort((a, b) => b.similarity - a.similarity || a.r.thoughtId.localeCompare(b.r.thoughtId))
      .slice(0, limit);
    return ranked.map(({ r }) => {
      const doc = analyze(r.content);
      return phraseInsight(r, classifyThoughtType(doc, table), extractTopic(doc, table));
    });
  }
}
