import { describe, expect, it } from '@jest/globals';
import type { FlowJob } from 'bullmq';
import { JobName, QueueName, jobIdFor } from '@hivemind/contracts';
import { pipelineFlow } from '../thought-pipeline.flow.js';

/** The chain from the root (run last) down to the deepest child (run first). */
function chain(root: FlowJob): FlowJob[] {
  const out: FlowJob[] = [];
  for (let job: FlowJob | undefined = root; job; job = job.children?.[0]) {
    expect(job.children?.length ?? 0).toBeLessThanOrEqual(1);
    out.push(job);
  }
  return out;
}

describe('the thought pipeline flow', () => {
  const flow = pipelineFlow({ thoughtId: 't1', userId: 'u1', text: 'hello', correlationId: 'c1' });

  it('runs classify, then format, then vectorize on the agent queue, then finalize in thoughts-svc', () => {
    const jobs = chain(flow).reverse();
    expect(jobs.map((j) => [j.name, j.queueName])).toEqual([
      [JobName.ClassifyThought, QueueName.AgentThoughts],
      [JobName.FormatThought, QueueName.AgentThoughts],
      [JobName.EmbedText, QueueName.AgentThoughts],
      [JobName.FinalizeThought, QueueName.ThoughtsResults],
    ]);
  });

  it('names every job after the thought, so starting twice queues nothing new', () => {
    for (const job of chain(flow)) expect(job.opts?.jobId).toBe(jobIdFor('t1', job.name as JobName));
  });

  it('a failing stage fails the chain up to vectorize, whose failure still runs finalize', () => {
    const [, embed, format, classify] = chain(flow);
    expect(classify?.opts).toMatchObject({ failParentOnFailure: true, attempts: 3 });
    expect(format?.opts).toMatchObject({ failParentOnFailure: true });
    expect(embed?.opts).toMatchObject({ continueParentOnFailure: true });
  });

  it('carries the text and the correlation id to the stages; the worker needs no database', () => {
    const [, embed, , classify] = chain(flow);
    expect(classify?.data).toEqual({ thoughtId: 't1', userId: 'u1', text: 'hello', correlationId: 'c1' });
    expect(embed?.data).toEqual({ text: 'hello', userId: 'u1', entityId: 't1', correlationId: 'c1' });
  });
});

describe('the thought pipeline flow with list matching', () => {
  const lists = [
    { listId: 'l1', title: 'Groceries', matchInstructions: 'food to buy', itemCreationInstructions: 'the item' },
  ];

  it('runs match-lists after vectorize when the member chose no lists and has active ones', () => {
    const flow = pipelineFlow({ thoughtId: 't1', userId: 'u1', text: 'buy milk', lists });
    const jobs = chain(flow).reverse();
    expect(jobs.map((j) => j.name)).toEqual([
      JobName.ClassifyThought,
      JobName.FormatThought,
      JobName.EmbedText,
      JobName.MatchLists,
      JobName.FinalizeThought,
    ]);
    const [, match, embed] = chain(flow);
    expect(match?.data).toEqual({ thoughtId: 't1', userId: 'u1', text: 'buy milk', lists, correlationId: undefined });
    expect(match?.opts).toMatchObject({ continueParentOnFailure: true, jobId: jobIdFor('t1', JobName.MatchLists) });
    expect(embed?.opts).toMatchObject({ failParentOnFailure: true });
    expect(flow.data).toMatchObject({ matchesLists: true });
  });

  it('leaves matching out when lists were chosen: finalize creates their items directly', () => {
    const flow = pipelineFlow({ thoughtId: 't1', userId: 'u1', text: 'buy milk', lists: [], selectedListIds: ['l1'] });
    expect(chain(flow).map((j) => j.name)).not.toContain(JobName.MatchLists);
    expect(flow.data).toMatchObject({ selectedListIds: ['l1'] });
    expect(flow.data).not.toHaveProperty('matchesLists');
  });
});
