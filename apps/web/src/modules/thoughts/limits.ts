// Character limits and counters of spec part 1 §5 (thought text) and part 3 §5 (edited content and
// custom instructions), and the editor's validation (the counter's rule: ui/Counter). Pure, unit-tested.
import {
  ENHANCE_CONTENT_MAX_LENGTH,
  THOUGHT_COUNTER_FROM,
  THOUGHT_COUNTER_RED_FROM,
  THOUGHT_MAX_LENGTH,
} from '@hivemind/contracts';
import type { CounterLimits } from '../../ui/Counter.js';
import { thoughtMessages } from './messages.js';

export const THOUGHT_LIMITS: CounterLimits = {
  max: THOUGHT_MAX_LENGTH,
  showFrom: THOUGHT_COUNTER_FROM,
  dangerFrom: THOUGHT_COUNTER_RED_FROM,
};

/** Edited content and custom instructions: max 1000, counter from 900, red and bold from 950. */
export const EDIT_LIMITS: CounterLimits = {
  max: ENHANCE_CONTENT_MAX_LENGTH,
  showFrom: 900,
  dangerFrom: 950,
};

/** Why Save Changes (or an enhancement) cannot run on this editor text, or null when it can. */
export function contentProblem(content: string): string | null {
  if (content.trim().length === 0) return thoughtMessages.contentRequired;
  if (content.length > EDIT_LIMITS.max) return thoughtMessages.contentTooLong;
  return null;
}

export function instructionsProblem(instructions: string): string | null {
  if (instructions.trim().length === 0) return thoughtMessages.instructionsRequired;
  if (instructions.length > EDIT_LIMITS.max) return `Custom instructions can be at most ${EDIT_LIMITS.max} characters`;
  return null;
}

/** The editor grows with its text up to 20 lines, then scrolls (spec part 3 §9). */
export const EDITOR_MAX_LINES = 20;
export const EDITOR_MIN_LINES = 4;

export function editorRows(content: string, charsPerLine: number): number {
  const perLine = Math.max(1, charsPerLine);
  const lines = content.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return Math.min(EDITOR_MAX_LINES, Math.max(EDITOR_MIN_LINES, lines));
}
