// One capture of one thought input, from the click to 'captured' (or a failure): the mutation, then
// the thoughtProgress subscription that drives the status line, with a 3 s poll of the thought's
// status in case the socket is down. Imperative on purpose: a capture is an action with a lifetime,
// not a view of data. Returns a function that stops listening.
import type { ApolloClient } from '@apollo/client';
import { selectedListIdsVariable } from '../list-choice.js';
import { captureMessages } from '../messages.js';
import {
  CAPTURE_TIMEOUT_MS,
  CAPTURED_INDEX,
  progressEvent,
  PROGRESS_POLL_MS,
  statusEvent,
  type ProgressEvent,
} from '../stages.js';
import { CaptureThoughtDocument, ThoughtProgressDocument } from '../graphql/capture.generated.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';
import { ThoughtDocument } from '../graphql/thought.generated.js';

export interface CaptureCallbacks {
  readonly onCreated: (thought: ThoughtFieldsFragment) => void;
  /** The highest stage known to have happened (stage indexes of THOUGHT_STAGES). */
  readonly onReached: (index: number) => void;
  readonly onFailed: (message: string, detail: unknown) => void;
}

/** A fresh id per capture: a retried request then returns the same thought instead of a duplicate. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID only exists in secure contexts; getRandomValues exists everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `selectedListIds`: the lists the member chose (spec part 1 §7); none chosen means AI matching. */
export function runCapture(
  client: ApolloClient,
  text: string,
  callbacks: CaptureCallbacks,
  selectedListIds: readonly string[] = [],
): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let highest = 0;

  const stop = (): void => {
    stopped = true;
    subscription?.unsubscribe();
    clearInterval(poll);
    clearTimeout(timeout);
  };
  const fail = (message: string, detail: unknown): void => {
    if (stopped) return;
    stop();
    callbacks.onFailed(message, detail);
  };
  const handle = (event: ProgressEvent): void => {
    if (stopped || event.kind === 'ignored') return;
    if (event.kind === 'failed') return fail(event.message, event.detail);
    if (event.index <= highest) return;
    highest = event.index;
    callbacks.onReached(event.index);
    if (event.index >= CAPTURED_INDEX) stop();
  };

  client
    .mutate({
      mutation: CaptureThoughtDocument,
      variables: { text, clientRequestId: newRequestId(), ...selectedListIdsVariable(selectedListIds) },
    })
    .then(({ data, error }) => {
      const thought = data?.captureThought;
      if (thought === undefined) return fail(captureMessages.failed.capturing, error);
      if (stopped) return;
      callbacks.onCreated(thought);
      subscription = client
        .subscribe({ query: ThoughtProgressDocument, variables: { thoughtId: thought.id } })
        .subscribe({
          next: (result) => {
            const progress = result.data?.thoughtProgress;
            if (progress !== undefined) handle(progressEvent(progress));
          },
          // The poll below carries on when the socket fails.
          error: () => undefined,
        });
      poll = setInterval(() => {
        client
          .query({ query: ThoughtDocument, variables: { id: thought.id }, fetchPolicy: 'network-only' })
          .then(({ data: polled }) => {
            if (polled?.thought) handle(statusEvent(polled.thought.status));
          })
          .catch(() => undefined);
      }, PROGRESS_POLL_MS);
      timeout = setTimeout(() => fail(captureMessages.failed.captured, 'no progress heard'), CAPTURE_TIMEOUT_MS);
    })
    .catch((error: unknown) => fail(captureMessages.failed.capturing, error));

  return stop;
}
