// One thought (the thought portal, spec part 3 §2.3, §4): 'Processing your thought...' until content,
// type, category and topic are all there, then its details, edit mode and Past Thinking.
import { graphqlErrorText } from '../../../api/errors.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { useLiveThought } from '../hooks/use-live-thought.js';
import { thoughtMessages as m } from '../messages.js';
import '../thoughts.css';
import { ThoughtDetails, type ThoughtDetailsProps } from './ThoughtDetails.js';

export interface ThoughtViewProps extends Pick<ThoughtDetailsProps, 'onOpenThought' | 'onOpenRelated'> {
  readonly thoughtId: string;
}

export function ThoughtView({ thoughtId, onOpenThought, onOpenRelated }: ThoughtViewProps) {
  const { thought, ready, waiting, loading, error, retry } = useLiveThought(thoughtId);

  if (thought === null) {
    if (loading && error === undefined) {
      return (
        <SkeletonGroup label={m.loading}>
          <div className="thought-view">
            <Skeleton width="55%" height="1.4rem" />
            <Skeleton height="5rem" radius="var(--radius-md)" />
          </div>
        </SkeletonGroup>
      );
    }
    return (
      <div className="thought-error" data-testid="thought-error">
        <p className="thought-error__title">{m.errorTitle}</p>
        <ErrorState onRetry={retry}>
          {error === undefined ? m.notFound : graphqlErrorText(error, m.loadFailed)}
        </ErrorState>
      </div>
    );
  }
  if (waiting) {
    return (
      <div className="thought-processing" role="status" data-testid="thought-processing">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <p className="thought-processing__title">{m.processing}</p>
        <p className="thought-processing__text">{m.processingDetail}</p>
        <blockquote className="thought-processing__quote">{thought.originalThought}</blockquote>
      </div>
    );
  }
  return <ThoughtDetails thought={thought} ready={ready} onOpenThought={onOpenThought} onOpenRelated={onOpenRelated} />;
}
