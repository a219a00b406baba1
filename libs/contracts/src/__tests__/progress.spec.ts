import { describe, expect, it } from '@jest/globals';
import { JobName, THOUGHT_STAGE_PERCENT } from '../jobs/index.js';
import { parseJobProgress, progressMessage, thoughtStageProgress } from '../progress.js';

describe('progress messages', () => {
  it('a thought stage starts and fails at its starting percent and completes at its ending percent', () => {
    const subject = { jobName: JobName.EmbedText, thoughtId: 't1' };
    expect(thoughtStageProgress(subject, 'vectorizing', 'started')).toMatchObject({
      jobName: 'embed-text',
      entityId: 't1',
      stage: 'vectorizing',
      status: 'started',
      percent: THOUGHT_STAGE_PERCENT.vectorizing.started,
    });
    expect(thoughtStageProgress(subject, 'vectorizing', 'completed').percent).toBe(
      THOUGHT_STAGE_PERCENT.vectorizing.completed,
    );
    expect(thoughtStageProgress(subject, 'vectorizing', 'failed', 'model down')).toMatchObject({
      percent: THOUGHT_STAGE_PERCENT.vectorizing.started,
      error: 'model down',
    });
  });

  it('reads back what it builds, and nothing that is not a progress message', () => {
    const message = progressMessage({ jobName: 'x', entityId: 'e' }, 'reading', 'started', 10, {
      at: new Date('2026-01-01T00:00:00Z'),
    });
    expect(parseJobProgress(JSON.stringify(message))).toEqual(message);
    expect(parseJobProgress('not json')).toBeNull();
    expect(parseJobProgress('null')).toBeNull();
    expect(parseJobProgress(JSON.stringify({ stage: 'x', status: 'exploded' }))).toBeNull();
  });
});
