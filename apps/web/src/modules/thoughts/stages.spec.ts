import { describe, expect, it } from '@jest/globals';
import { THOUGHT_STAGES } from '@hivemind/contracts';
import {
  CAPTURED_INDEX,
  nextStepDelay,
  progressEvent,
  stageIndex,
  stageText,
  STAGE_TEXT,
  statusEvent,
} from './stages.js';

describe('capture status line', () => {
  it('names each pipeline stage with the spec’s texts, in the pipeline’s order', () => {
    expect(THOUGHT_STAGES.map((s) => STAGE_TEXT[s])).toEqual([
      'Capturing Thought...',
      'AI Classification...',
      'Formatting Content...',
      'Vectorizing...',
      'Final Processing...',
      'Thought Captured!',
    ]);
    expect(stageText(stageIndex('vectorizing'))).toBe('Vectorizing...');
    expect(stageText(CAPTURED_INDEX)).toBe('Thought Captured!');
  });

  it('treats a started or completed stage as reached, and ignores unknown stages', () => {
    expect(progressEvent({ stage: 'classifying', status: 'started' })).toEqual({ kind: 'reached', index: 1 });
    expect(progressEvent({ stage: 'classifying', status: 'completed' })).toEqual({ kind: 'reached', index: 1 });
    expect(progressEvent({ stage: 'captured', status: 'completed' })).toEqual({ kind: 'reached', index: 5 });
    expect(progressEvent({ stage: 'listing', status: 'started' })).toEqual({ kind: 'ignored' });
    expect(progressEvent({ stage: 'formatting', status: 'queued' })).toEqual({ kind: 'ignored' });
  });

  it('turns a failed stage into the spec’s failure text (only logged; the input resets)', () => {
    expect(progressEvent({ stage: 'classifying', status: 'failed', error: 'AI down' })).toEqual({
      kind: 'failed',
      message: 'Failed to classify thought',
      detail: 'AI down',
    });
    expect(progressEvent({ stage: 'formatting', status: 'failed' })).toMatchObject({
      message: 'Failed to format thought',
    });
    expect(progressEvent({ stage: 'vectorizing', status: 'failed' })).toMatchObject({
      message: 'Failed to vectorize thought',
    });
    expect(progressEvent({ stage: 'capturing', status: 'failed' })).toMatchObject({
      message: 'Failed to create thought',
    });
  });

  it('reads the stored status when the socket is down (ready = captured, failed = failure)', () => {
    expect(statusEvent('ready')).toEqual({ kind: 'reached', index: CAPTURED_INDEX });
    expect(statusEvent('failed')).toMatchObject({ kind: 'failed' });
    expect(statusEvent('processing')).toEqual({ kind: 'ignored' });
  });

  it('paces the shown stage one step at a time, never ahead of what the server reported', () => {
    // Nothing reported beyond what is shown: no step, whatever the time.
    expect(nextStepDelay(2, 2, 0, 10_000, 650)).toBeNull();
    // A later stage reported: step once the current one has been on screen for the dwell.
    expect(nextStepDelay(0, 3, 1000, 1200, 650)).toBe(450);
    expect(nextStepDelay(0, 3, 1000, 2000, 650)).toBe(0);
  });
});
