import { LocalAiProvider, type AiProvider, type DropsInput, type InsightSubject } from '@hivemind/ai';
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

type Method =
  | 'classify'
  | 'format'
  | 'enhance'
  | 'embed'
  | 'matchLists'
  | 'summarizeInsights'
  | 'tagStreams'
  | 'chatReply'
  | 'writeDrops';

/**
 * The real local provider with test controls (no mock of the AI itself): hold the next call of a
 * method until released (to kill a worker mid-job), or make a method fail (to see a stage fail).
 * Shared by the agent worker's and thoughts-svc's integration tests.
 */
export class GatedAiProvider implements AiProvider {
  readonly name = 'local-gated';
  readonly calls: Record<Method, number> = {
    classify: 0,
    format: 0,
    enhance: 0,
    embed: 0,
    matchLists: 0,
    summarizeInsights: 0,
    tagStreams: 0,
    chatReply: 0,
    writeDrops: 0,
  };
  private chatHold: { after: number; gate: Promise<void>; entered: () => void } | undefined;
  private readonly holds = new Map<Method, { gate: Promise<void>; entered: () => void }>();
  private readonly releases: (() => void)[] = [];
  private readonly failures = new Map<Method, (text: string) => Error | null>();

  constructor(private readonly inner: AiProvider = new LocalAiProvider()) {}

  get embeddingModel(): string {
    return this.inner.embeddingModel;
  }

  warmUp(): Promise<void> {
    return this.inner.warmUp();
  }

  /** Makes the next call of `method` wait until release(); resolves when a call is waiting there. */
  holdNextCall(method: Method = 'embed'): Promise<void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.releases.push(release);
    return new Promise((entered) => this.holds.set(method, { gate, entered }));
  }

  /** Makes the next chat reply stop after `after` tokens until release(); resolves once it stopped there. */
  holdChatAfter(after: number): Promise<void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.releases.push(release);
    return new Promise((entered) => (this.chatHold = { after, gate, entered }));
  }

  release(): void {
    for (const release of this.releases.splice(0)) release();
  }

  /** Every call of `method` whose text `when` picks throws the error it returns. */
  failWhen(method: Method, when: (text: string) => Error | null): void {
    this.failures.set(method, when);
  }

  async classify(text: string): Promise<Classification> {
    await this.enter('classify', text);
    return this.inner.classify(text);
  }

  async writeDrops(input: DropsInput): Promise<string[]> {
    await this.enter('writeDrops', input.text);
    return this.inner.writeDrops(input);
  }

  async format(text: string): Promise<string> {
    await this.enter('format', text);
    return this.inner.format(text);
  }

  async enhance(text: string, action: EnhanceAction, instructions?: string): Promise<string> {
    await this.enter('enhance', text);
    return this.inner.enhance(text, action, instructions);
  }

  async embed(texts: string[]): Promise<EmbeddingResult[]> {
    await this.enter('embed', texts.join('\n'));
    return this.inner.embed(texts);
  }

  async matchLists(text: string, lists: ListMatchInput[]): Promise<ListMatch[]> {
    await this.enter('matchLists', text);
    return this.inner.matchLists(text, lists);
  }

  async summarizeInsights(
    thought: InsightSubject,
    related: RelatedThoughtInput[],
    limit?: number,
  ): Promise<RelatedInsight[]> {
    await this.enter('summarizeInsights', thought.content);
    return this.inner.summarizeInsights(thought, related, limit);
  }

  async tagStreams(text: string, streams: StreamMatchInput[]): Promise<StreamTag[]> {
    await this.enter('tagStreams', text);
    return this.inner.tagStreams(text, streams);
  }

  async *chatReply(input: ChatReplyInput): AsyncIterable<string> {
    await this.enter('chatReply', input.history.at(-1)?.content ?? '');
    const hold = this.chatHold;
    if (hold) this.chatHold = undefined;
    let sent = 0;
    for await (const token of this.inner.chatReply(input)) {
      yield token;
      sent += 1;
      if (hold && sent === hold.after) {
        hold.entered();
        await hold.gate;
      }
    }
  }

  private async enter(method: Method, text: string): Promise<void> {
    this.calls[method] += 1;
    const failure = this.failures.get(method)?.(text);
    if (failure) throw failure;
    const hold = this.holds.get(method);
    if (hold) {
      this.holds.delete(method);
      hold.entered();
      await hold.gate;
    }
  }
}
