import { describe, expect, it } from '@jest/globals';
import { counterState } from '../../ui/Counter.js';
import { contentProblem, EDIT_LIMITS, editorRows, instructionsProblem, THOUGHT_LIMITS } from './limits.js';

describe('character counters', () => {
  it('thought text: the count appears from 2500 characters and turns red from 2900 (max 3000)', () => {
    expect(counterState(2499, THOUGHT_LIMITS)).toEqual({ visible: false });
    expect(counterState(2500, THOUGHT_LIMITS)).toEqual({ visible: true, remaining: 500, danger: false });
    expect(counterState(2899, THOUGHT_LIMITS)).toEqual({ visible: true, remaining: 101, danger: false });
    expect(counterState(2900, THOUGHT_LIMITS)).toEqual({ visible: true, remaining: 100, danger: true });
    expect(counterState(3000, THOUGHT_LIMITS)).toEqual({ visible: true, remaining: 0, danger: true });
  });

  it('edited content and custom instructions: from 900, red and bold from 950 (max 1000)', () => {
    expect(counterState(899, EDIT_LIMITS)).toEqual({ visible: false });
    expect(counterState(900, EDIT_LIMITS)).toEqual({ visible: true, remaining: 100, danger: false });
    expect(counterState(950, EDIT_LIMITS)).toEqual({ visible: true, remaining: 50, danger: true });
    expect(counterState(1010, EDIT_LIMITS)).toEqual({ visible: true, remaining: -10, danger: true });
  });
});

describe('editor validation', () => {
  it('blank content cannot be saved: Please enter content', () => {
    expect(contentProblem('  \n ')).toBe('Please enter content');
    expect(contentProblem('x'.repeat(1001))).toBe('Content can be at most 1000 characters');
    expect(contentProblem('fine')).toBeNull();
  });

  it('blank custom instructions: Please enter custom instructions', () => {
    expect(instructionsProblem(' ')).toBe('Please enter custom instructions');
    expect(instructionsProblem('Make it a question')).toBeNull();
    expect(instructionsProblem('x'.repeat(1001))).not.toBeNull();
  });

  it('the editor grows with its text up to 20 lines', () => {
    expect(editorRows('short', 50)).toBe(4);
    expect(editorRows('a\nb\nc\nd\ne\nf', 50)).toBe(6);
    expect(editorRows('x'.repeat(50 * 7), 50)).toBe(7);
    expect(editorRows('line\n'.repeat(80), 50)).toBe(20);
  });
});
