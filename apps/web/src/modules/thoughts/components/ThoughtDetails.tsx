// A ready (or failed) thought in the thought portal (spec part 3 §2.3, §4): title = category + thought
// type, topic and date; copy, related thoughts and Edit; the facts, the original wording when the
// formatting changed words, then the list sections and Past Thinking once it is ready.
import { useState } from 'react';
import { useCopy } from '../../../lib/use-copy.js';
import { useTimedNotice } from '../../../lib/use-timed-notice.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { IconButton } from '../../../ui/IconButton.js';
import { Notice } from '../../../ui/Notice.js';
import { label, longDate, sameWords, THOUGHT_COPY_CONFIRM_MS, thoughtText, thoughtTitle } from '../display.js';
import { thoughtMessages as m } from '../messages.js';
import { ThoughtIcon } from './Icons.js';
import { ListAssignments } from './ListAssignments.js';
import { PastThinking } from './PastThinking.js';
import { ThoughtEditor } from './ThoughtEditor.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';

export interface ThoughtDetailsProps {
  readonly thought: ThoughtFieldsFragment;
  readonly ready: boolean;
  /** A past thought of the Past Thinking card was chosen. */
  readonly onOpenThought: (thoughtId: string) => void;
  readonly onOpenRelated: (thoughtId: string) => void;
}

export function ThoughtDetails({ thought, ready, onOpenThought, onOpenRelated }: ThoughtDetailsProps) {
  const [editing, setEditing] = useState(false);
  const { notice, show } = useTimedNotice();
  const { copiedKey, copy } = useCopy(THOUGHT_COPY_CONFIRM_MS);
  const title = thoughtTitle(thought);
  const text = thoughtText(thought);
  const copied = copiedKey === thought.id;

  return (
    <div className="thought-view" data-testid="thought-view">
      <header className="thought-view__head">
        <h3 className="thought-view__title" data-testid="thought-title">
          {title ?? m.content}
        </h3>
        <p className="thought-view__meta">
          {thought.topic !== null && <span className="thought-view__topic">{thought.topic}</span>}
          <time dateTime={thought.createdAt}>{longDate(thought.createdAt)}</time>
        </p>
      </header>
      {!editing && (
        <div className="thought-view__tools">
          <IconButton label={copied ? m.copied : m.copy} done={copied} showLabel onClick={() => copy(thought.id, text)}>
            <ThoughtIcon name={copied ? 'check' : 'copy'} size={17} />
          </IconButton>
          <button type="button" className="icon-button" onClick={() => onOpenRelated(thought.id)}>
            <ThoughtIcon name="related" size={17} />
            <span className="icon-button__note">{m.related}</span>
          </button>
          <span className="thought-view__spacer" />
          <Button size="sm" onClick={() => setEditing(true)}>
            <ThoughtIcon name="edit" size={15} />
            {m.edit}
          </Button>
        </div>
      )}

      {notice !== null && (
        <div key={notice.id} className="thought-view__notice">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      {thought.status === 'failed' && !ready && <Notice tone="info">{m.processingFailed}</Notice>}

      {editing ? (
        <ThoughtEditor thought={thought} notify={show} onClose={() => setEditing(false)} />
      ) : (
        <div className="thought-view__content" data-testid="thought-content">
          {text}
        </div>
      )}

      <dl className="thought-facts">
        <div>
          <dt>{m.category}</dt>
          <dd>{thought.category === null ? '—' : <Badge tone="accent">{label(thought.category)}</Badge>}</dd>
        </div>
        <div>
          <dt>{m.type}</dt>
          <dd>{thought.thoughtType === null ? '—' : <Badge>{label(thought.thoughtType)}</Badge>}</dd>
        </div>
        <div>
          <dt>{m.topic}</dt>
          <dd>{thought.topic ?? '—'}</dd>
        </div>
      </dl>

      {thought.content !== null && !sameWords(thought.content, thought.originalThought) && (
        <section className="thought-original" aria-label={m.original}>
          <p className="thought-original__label">{m.original}</p>
          <p className="thought-original__text">{thought.originalThought}</p>
        </section>
      )}

      {ready && <ListAssignments thoughtId={thought.id} />}
      {ready && <PastThinking thoughtId={thought.id} onOpenThought={onOpenThought} />}
    </div>
  );
}
