// A thought in a list (MyThoughts, related thoughts): category and type, the text, copy and related
// thoughts buttons; the text opens the thought portal.
import { Badge } from '../../../ui/Badge.js';
import { IconButton } from '../../../ui/IconButton.js';
import { isReady, label, shortDate, thoughtText } from '../display.js';
import { feedMessages as m } from '../messages.js';
import { ThoughtIcon } from './Icons.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';

export interface ThoughtCardProps {
  readonly thought: ThoughtFieldsFragment;
  readonly onOpen: (thought: ThoughtFieldsFragment) => void;
  readonly onCopy: (thought: ThoughtFieldsFragment) => void;
  readonly copied: boolean;
  readonly onRelated?: (thought: ThoughtFieldsFragment) => void;
  /** Related thoughts: the similarity as a percentage ('87.3%'). */
  readonly similarity?: string;
  readonly similarityLabel?: string;
}

export function ThoughtCard({
  thought,
  onOpen,
  onCopy,
  copied,
  onRelated,
  similarity,
  similarityLabel,
}: ThoughtCardProps) {
  const text = thoughtText(thought);
  const ready = isReady(thought);
  return (
    <article className="thought-card" data-testid="thought-card" data-thought-id={thought.id}>
      <header className="split-row">
        <div className="thought-card__badges">
          {thought.category !== null && <Badge tone="accent">{label(thought.category)}</Badge>}
          {thought.thoughtType !== null && <Badge>{label(thought.thoughtType)}</Badge>}
          {!ready && thought.status !== 'failed' && <Badge tone="warn">{m.processing}</Badge>}
        </div>
        <time className="thought-card__date" dateTime={thought.createdAt}>
          {shortDate(thought.createdAt)}
        </time>
      </header>
      <button type="button" className="thought-card__text" onClick={() => onOpen(thought)}>
        <span className="visually-hidden">{m.openPrefix}</span>
        {text}
      </button>
      <footer className="split-row">
        {similarity !== undefined ? (
          <span className="similarity" data-testid="similarity">
            <span className="similarity__bar" aria-hidden="true">
              <span style={{ width: similarity }} />
            </span>
            {similarityLabel ?? similarity}
          </span>
        ) : (
          <span className="thought-card__topic">{thought.topic ?? ''}</span>
        )}
        <div className="thought-card__actions">
          <IconButton
            label={copied ? m.copied : m.copy}
            done={copied}
            showLabel={copied}
            onClick={() => onCopy(thought)}
          >
            <ThoughtIcon name={copied ? 'check' : 'copy'} size={17} />
          </IconButton>
          {onRelated !== undefined && (
            <IconButton label={m.related} onClick={() => onRelated(thought)}>
              <ThoughtIcon name="related" size={17} />
            </IconButton>
          )}
        </div>
      </footer>
    </article>
  );
}
