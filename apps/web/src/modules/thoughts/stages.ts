// The capture status line (spec part 1 §4), driven by the thoughtProgress subscription: each text
// shows when its stage really happens, never on a timer. Pure, so the mapping and the pacing rule
// are unit-tested.
import { THOUGHT_STAGES, type ThoughtStage } from '@hivemind/contracts';
import { captureMessages } from './messages.js';
import type { ThoughtProgressSubscription } from './graphql/capture.generated.js';

export const STAGE_TEXT: { readonly [S in ThoughtStage]: string } = {
  capturing: 'Capturing Thought...',
  classifying: 'AI Classification...',
  formatting: 'Formatting Content...',
  vectorizing: 'Vectorizing...',
  finalizing: 'Final Processing...',
  captured: 'Thought Captured!',
};

export const CAPTURED_INDEX = THOUGHT_STAGES.indexOf('captured');

/**
 * A stage stays on screen at least this long, so that a pipeline finishing in 50 ms still reads as
 * its steps. The pacing never runs ahead of the server: it only catches up on stages already reported.
 */
export const STAGE_MIN_DWELL_MS = 650;
/** 'Thought Captured!' stays this long before the input is freed. */
export const CAPTURED_HOLD_MS = 1200;
/** The subscription is the signal; this poll only covers a lost socket (spec part 3 §4: 3 s). */
export const PROGRESS_POLL_MS = 3000;
/** A capture that hears nothing for this long frees its input (the thought itself is kept). */
export const CAPTURE_TIMEOUT_MS = 120_000;

export function stageIndex(stage: string): number {
  return THOUGHT_STAGES.indexOf(stage as ThoughtStage);
}

export function stageText(index: number): string {
  const stage = THOUGHT_STAGES[Math.max(0, Math.min(index, THOUGHT_STAGES.length - 1))] ?? 'capturing';
  return STAGE_TEXT[stage];
}

/** What a thoughtProgress message says (its error only when it failed). */
export type ProgressMessage = Pick<ThoughtProgress, 'stage' | 'status'> & Partial<Pick<ThoughtProgress, 'error'>>;
type ThoughtProgress = ThoughtProgressSubscription['thoughtProgress'];

export type ProgressEvent =
  | { readonly kind: 'reached'; readonly index: number }
  | { readonly kind: 'failed'; readonly message: string; readonly detail: string | null }
  | { readonly kind: 'ignored' };

/**
 * What one subscription message tells the capture. Stages run strictly in order, so a message about
 * stage N proves every stage before N has happened: a late subscriber (who first receives only the
 * latest message) still knows which texts are true.
 */
export function progressEvent(message: ProgressMessage): ProgressEvent {
  const index = stageIndex(message.stage);
  if (index < 0) return { kind: 'ignored' };
  if (message.status === 'failed') {
    const stage = THOUGHT_STAGES[index] ?? 'capturing';
    return { kind: 'failed', message: captureMessages.failed[stage], detail: message.error ?? null };
  }
  if (message.status !== 'started' && message.status !== 'completed') return { kind: 'ignored' };
  return { kind: 'reached', index };
}

/** The thought's stored status (the polling fallback) as a progress event. */
export function statusEvent(status: string): ProgressEvent {
  if (status === 'ready') return { kind: 'reached', index: CAPTURED_INDEX };
  if (status === 'failed') return { kind: 'failed', message: captureMessages.failed.captured, detail: null };
  return { kind: 'ignored' };
}

/**
 * The pacing rule: the shown stage steps one at a time toward the highest stage reached, each held
 * at least `dwell` ms. Returns the delay before the next step, or null when there is nothing to show.
 */
export function nextStepDelay(
  shown: number,
  reached: number,
  shownAt: number,
  now: number,
  dwell: number,
): number | null {
  if (shown >= reached) return null;
  return Math.max(0, shownAt + dwell - now);
}
