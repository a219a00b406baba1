import { describe, expect, it } from '@jest/globals';
import { JobName, QueueName, jobsOfQueue } from '@hivemind/contracts';
import { assertProcessorRegistry, ProcessorRegistryError } from '../processor-registry.js';

describe('processor registry check (each job name has exactly one processor)', () => {
  it('passes when every job of the served queues has one processor', () => {
    const all = jobsOfQueue(QueueName.AgentThoughts).map((jobName) => ({ jobName, name: `${jobName} processor` }));
    expect(() => assertProcessorRegistry([QueueName.AgentThoughts], all)).not.toThrow();
  });

  it('stops the boot when a job name of a served queue has no processor, naming it', () => {
    expect(() => assertProcessorRegistry([QueueName.AgentThoughts], [])).toThrow(ProcessorRegistryError);
    expect(() => assertProcessorRegistry([QueueName.AgentThoughts], [])).toThrow('job "embed-text" has no processor');
  });

  it('stops the boot when a job name has two processors, naming both', () => {
    const twice = [
      { jobName: JobName.EmbedText, name: 'EmbedTextProcessor' },
      { jobName: JobName.EmbedText, name: 'OtherEmbedProcessor' },
    ];
    expect(() => assertProcessorRegistry([QueueName.AgentThoughts], twice)).toThrow(
      'job "embed-text" has 2 processors: EmbedTextProcessor, OtherEmbedProcessor',
    );
  });

  it('lets a queue without job names be served with no processors', () => {
    // A domain-event queue: its jobs are events, handled by a queue consumer, not by job name.
    expect(() => assertProcessorRegistry([QueueName.EventsThoughts], [])).not.toThrow();
  });

  it('ignores the jobs of queues this process does not serve', () => {
    // agent-feeds has job names (the post flow), but a process serving only agent-chat needs none of them.
    const chat = [{ jobName: JobName.ChatReply, name: 'ChatReplyProcessor' }];
    expect(() => assertProcessorRegistry([QueueName.AgentChat], chat)).not.toThrow();
    expect(() => assertProcessorRegistry([QueueName.AgentChat], [])).toThrow(
      `job "${JobName.ChatReply}" has no processor`,
    );
    expect(() => assertProcessorRegistry([QueueName.AgentFeeds], [])).toThrow(
      `job "${JobName.ClassifyPost}" has no processor`,
    );
    expect(() => assertProcessorRegistry([QueueName.ThoughtsResults], [])).toThrow(
      `job "${JobName.FinalizeThought}" has no processor`,
    );
  });
});
