// The thought inputs of the capture area as a pure reducer (spec part 1 §4 "Thought input"):
// input → creating → processing → back to input (cleared, or removed when several inputs exist);
// any failure clears the input and returns it to input; at most 5 inputs; trash clears and, with
// several inputs, closes the input after 150 ms (the component waits, then sends `close`).
import { MAX_THOUGHT_INPUTS, THOUGHT_MAX_LENGTH } from '@hivemind/contracts';

export type InputStatus = 'input' | 'creating' | 'processing';

export interface ThoughtInput {
  readonly id: number;
  readonly content: string;
  readonly status: InputStatus;
  /** Trashed with other inputs open: fading out until `close`. */
  readonly closing: boolean;
}

export interface CaptureState {
  readonly inputs: readonly ThoughtInput[];
  readonly nextId: number;
}

export type CaptureAction =
  | { readonly type: 'add' }
  | { readonly type: 'change'; readonly id: number; readonly content: string }
  | { readonly type: 'submit'; readonly id: number }
  | { readonly type: 'created'; readonly id: number }
  | { readonly type: 'finished'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number }
  | { readonly type: 'trash'; readonly id: number }
  | { readonly type: 'close'; readonly id: number };

export const CLOSE_DELAY_MS = 150;

const blankInput = (id: number): ThoughtInput => ({ id, content: '', status: 'input', closing: false });

export const initialCaptureState: CaptureState = { inputs: [blankInput(1)], nextId: 2 };

/** Blank (or whitespace-only) and over-long thoughts cannot be captured (spec part 1 §5). */
export function canCapture(content: string): boolean {
  return content.trim().length > 0 && content.length <= THOUGHT_MAX_LENGTH;
}

export function canAddInput(state: CaptureState): boolean {
  return state.inputs.length < MAX_THOUGHT_INPUTS;
}

export function captureReducer(state: CaptureState, action: CaptureAction): CaptureState {
  if (action.type === 'add') {
    if (!canAddInput(state)) return state;
    return { inputs: [...state.inputs, blankInput(state.nextId)], nextId: state.nextId + 1 };
  }
  const input = state.inputs.find((i) => i.id === action.id);
  if (input === undefined) return state;
  const several = state.inputs.length > 1;
  switch (action.type) {
    case 'change':
      if (input.status !== 'input' || input.closing) return state;
      return update(state, { ...input, content: action.content.slice(0, THOUGHT_MAX_LENGTH) });
    case 'submit':
      if (input.status !== 'input' || input.closing || !canCapture(input.content)) return state;
      return update(state, { ...input, status: 'creating' });
    case 'created':
      return input.status === 'creating' ? update(state, { ...input, status: 'processing' }) : state;
    case 'finished':
      if (input.status !== 'processing') return state;
      return several ? remove(state, input.id) : update(state, blankInput(input.id));
    case 'failed':
      return input.status === 'input' ? state : update(state, blankInput(input.id));
    case 'trash':
      if (input.status !== 'input') return state;
      return update(state, { ...input, content: '', closing: several });
    case 'close':
      return several && input.closing ? remove(state, input.id) : state;
  }
}

function update(state: CaptureState, input: ThoughtInput): CaptureState {
  return { ...state, inputs: state.inputs.map((i) => (i.id === input.id ? input : i)) };
}

function remove(state: CaptureState, id: number): CaptureState {
  return { ...state, inputs: state.inputs.filter((i) => i.id !== id) };
}
