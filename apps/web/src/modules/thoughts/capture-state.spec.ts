import { describe, expect, it } from '@jest/globals';
import { MAX_THOUGHT_INPUTS, THOUGHT_MAX_LENGTH } from '@hivemind/contracts';
import {
  canAddInput,
  canCapture,
  captureReducer,
  initialCaptureState,
  type CaptureAction,
  type CaptureState,
} from './capture-state.js';

const run = (actions: CaptureAction[], from: CaptureState = initialCaptureState): CaptureState =>
  actions.reduce(captureReducer, from);
const typed = (content: string, id = 1): CaptureAction => ({ type: 'change', id, content });

describe('thought input states', () => {
  it('goes input → creating → processing → input, cleared, when it is the only input', () => {
    let state = run([typed('Buy seeds for the garden'), { type: 'submit', id: 1 }]);
    expect(state.inputs[0]).toMatchObject({ status: 'creating', content: 'Buy seeds for the garden' });
    state = captureReducer(state, { type: 'created', id: 1 });
    expect(state.inputs[0]!.status).toBe('processing');
    state = captureReducer(state, { type: 'finished', id: 1 });
    expect(state.inputs).toEqual([{ id: 1, content: '', status: 'input', closing: false }]);
  });

  it('removes a finished input when several inputs exist', () => {
    const state = run([
      { type: 'add' },
      typed('first'),
      { type: 'submit', id: 1 },
      { type: 'created', id: 1 },
      { type: 'finished', id: 1 },
    ]);
    expect(state.inputs.map((i) => i.id)).toEqual([2]);
  });

  it('clears the input and returns it to input on any failure', () => {
    for (const failAfter of [['submit'], ['submit', 'created']] as const) {
      const actions: CaptureAction[] = [{ type: 'add' }, typed('an idea')];
      for (const step of failAfter) actions.push({ type: step, id: 1 });
      const state = run([...actions, { type: 'failed', id: 1 }]);
      expect(state.inputs[0]).toEqual({ id: 1, content: '', status: 'input', closing: false });
      expect(state.inputs).toHaveLength(2);
    }
  });

  it('cannot capture a blank or whitespace-only thought, nor more than 3000 characters', () => {
    expect(canCapture('')).toBe(false);
    expect(canCapture('   \n\t ')).toBe(false);
    expect(canCapture('x')).toBe(true);
    expect(canCapture('x'.repeat(THOUGHT_MAX_LENGTH))).toBe(true);
    expect(canCapture('x'.repeat(THOUGHT_MAX_LENGTH + 1))).toBe(false);
    const state = run([typed('    '), { type: 'submit', id: 1 }]);
    expect(state.inputs[0]!.status).toBe('input');
  });

  it('keeps typing within 3000 characters and ignores typing while busy', () => {
    let state = run([typed('y'.repeat(THOUGHT_MAX_LENGTH + 50))]);
    expect(state.inputs[0]!.content).toHaveLength(THOUGHT_MAX_LENGTH);
    state = run([typed('hello'), { type: 'submit', id: 1 }, typed('changed')]);
    expect(state.inputs[0]!.content).toBe('hello');
  });

  it('holds at most 5 inputs, added with the plus button', () => {
    let state = initialCaptureState;
    for (let i = 0; i < 10; i += 1) state = captureReducer(state, { type: 'add' });
    expect(state.inputs).toHaveLength(MAX_THOUGHT_INPUTS);
    expect(canAddInput(state)).toBe(false);
    expect(new Set(state.inputs.map((i) => i.id)).size).toBe(MAX_THOUGHT_INPUTS);
  });

  it('trash clears the only input and keeps it open', () => {
    const state = run([typed('draft'), { type: 'trash', id: 1 }, { type: 'close', id: 1 }]);
    expect(state.inputs).toEqual([{ id: 1, content: '', status: 'input', closing: false }]);
  });

  it('trash with several inputs clears, marks the input closing, and close (after 150 ms) removes it', () => {
    let state = run([{ type: 'add' }, typed('draft', 2), { type: 'trash', id: 2 }]);
    expect(state.inputs[1]).toEqual({ id: 2, content: '', status: 'input', closing: true });
    expect(captureReducer(state, typed('again', 2))).toBe(state);
    state = captureReducer(state, { type: 'close', id: 2 });
    expect(state.inputs.map((i) => i.id)).toEqual([1]);
  });

  it('trash does nothing while the input is capturing', () => {
    const state = run([typed('busy'), { type: 'submit', id: 1 }, { type: 'trash', id: 1 }]);
    expect(state.inputs[0]).toMatchObject({ status: 'creating', content: 'busy' });
  });
});
