// One thought as the thought portal follows it (spec part 3 §4 "Thought readiness and polling"):
// read once, then, while it is still processing, read again when the thoughtProgress subscription
// reports it captured or failed, and every 3 s in case the socket is down.
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { isReady } from '../display.js';
import { PROGRESS_POLL_MS } from '../stages.js';
import { ThoughtProgressDocument } from '../graphql/capture.generated.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';
import { ThoughtDocument } from '../graphql/thought.generated.js';

export interface LiveThought {
  readonly thought: ThoughtFieldsFragment | null;
  /** Content, type, category and topic are all there. */
  readonly ready: boolean;
  /** Still processing (neither ready nor failed). */
  readonly waiting: boolean;
  readonly loading: boolean;
  readonly error: unknown;
  readonly retry: () => void;
}

export function useLiveThought(thoughtId: string): LiveThought {
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(ThoughtDocument, {
    variables: { id: thoughtId },
    fetchPolicy: 'cache-and-network',
  });
  const thought = data?.thought ?? null;
  const ready = thought !== null && isReady(thought);
  const waiting = thought !== null && !ready && thought.status !== 'failed';

  // Pushed: the pipeline's progress tells when to read the thought again.
  useSubscription(
    ThoughtProgressDocument,
    waiting
      ? {
          variables: { thoughtId },
          onData: ({ data: message }) => {
            const progress = message.data?.thoughtProgress;
            if (progress !== undefined && (progress.stage === 'captured' || progress.status === 'failed')) {
              void refetch().catch(() => undefined);
            }
          },
        }
      : skipToken,
  );
  // Polled: every 3 s while not ready, in case the socket is down.
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(PROGRESS_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  return { thought, ready, waiting, loading, error, retry: () => void refetch().catch(() => undefined) };
}
