// The control portal's thought-capture area (spec part 1 §2, §4, §5): up to 5 inputs with a plus
// button, each capturing on its own; the thoughts just captured can be opened (the control portal
// opens a thought portal); an optional chooser sends new thoughts to chosen lists (part 1 §7).
// Loaded lazily by the control portal, so none of it is in the first chunk.
import { useApolloClient } from '@apollo/client/react';
import { MAX_THOUGHT_INPUTS } from '@hivemind/contracts';
import { useCallback, useReducer, useRef, useState } from 'react';
import { Button } from '../../../ui/Button.js';
import { canAddInput, captureReducer, initialCaptureState } from '../capture-state.js';
import { snippet, thoughtText, thoughtTitle } from '../display.js';
import { keepOffered } from '../list-choice.js';
import { captureMessages as m } from '../messages.js';
import '../thoughts.css';
import { ThoughtIcon } from './Icons.js';
import { ListChooser, useActiveLists } from './ListChooser.js';
import { ThoughtInputCard } from './ThoughtInputCard.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';
import { ThoughtDocument, ThoughtsFeedDocument } from '../graphql/thought.generated.js';

const RECENT_LIMIT = 3;

export interface CaptureAreaProps {
  /** A just-captured thought was chosen; `title` is its category and type when known. */
  readonly onOpenThought: (thoughtId: string, title: string | undefined) => void;
}

export function CaptureArea({ onOpenThought }: CaptureAreaProps) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(captureReducer, initialCaptureState);
  const [recent, setRecent] = useState<readonly ThoughtFieldsFragment[]>([]);
  const added = useRef<number | null>(null);
  const activeLists = useActiveLists();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // A chosen list deactivated or deleted meanwhile is no longer sent.
  const selectedListIds = keepOffered(chosen, activeLists.lists);

  const onCaptured = useCallback(
    (thought: ThoughtFieldsFragment) => {
      // The classification arrived with the pipeline: read it for the chip's title, and refresh any
      // open MyThoughts list so the new thought appears there.
      void client
        .query({ query: ThoughtDocument, variables: { id: thought.id }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.thought ?? thought)
        .catch(() => thought)
        .then((latest) =>
          setRecent((list) => [latest, ...list.filter((t) => t.id !== latest.id)].slice(0, RECENT_LIMIT)),
        );
      void client.refetchQueries({ include: [ThoughtsFeedDocument] }).catch(() => undefined);
    },
    [client],
  );

  const several = state.inputs.length > 1;
  return (
    <section className="capture" data-testid="thought-capture-slot" aria-labelledby="capture-title">
      <div className="capture__head">
        <h3 id="capture-title" className="capture__title">
          <ThoughtIcon name="sparkle" size={18} />
          {m.title}
        </h3>
        <p className="capture__lead">{m.lead}</p>
      </div>
      <div className="capture__inputs" data-testid="thought-capture">
        {state.inputs.map((input, index) => (
          <ThoughtInputCard
            key={input.id}
            input={input}
            number={index + 1}
            several={several}
            dispatch={dispatch}
            onCaptured={onCaptured}
            autoFocus={added.current === input.id}
            selectedListIds={selectedListIds}
          />
        ))}
      </div>
      <ListChooser
        lists={activeLists.lists}
        selected={selectedListIds}
        onChange={setChosen}
        onOpen={activeLists.reload}
      />
      <div className="capture__footer">
        <Button
          variant="ghost"
          size="sm"
          disabled={!canAddInput(state)}
          title={canAddInput(state) ? m.add : m.addLimit(MAX_THOUGHT_INPUTS)}
          onClick={() => {
            added.current = state.nextId;
            dispatch({ type: 'add' });
          }}
        >
          <ThoughtIcon name="plus" size={16} />
          {m.add}
        </Button>
        <span className="capture__count">
          {state.inputs.length} / {MAX_THOUGHT_INPUTS}
        </span>
      </div>
      {recent.length > 0 && (
        <div className="capture__recent" aria-label={m.recentTitle} role="group">
          <span className="eyebrow">{m.recentTitle}</span>
          <ul className="item-list">
            {recent.map((thought) => {
              const title = thoughtTitle(thought);
              const text = snippet(thoughtText(thought), 48);
              return (
                <li key={thought.id}>
                  <button
                    type="button"
                    className="recent-chip"
                    data-testid="recent-capture"
                    onClick={() => onOpenThought(thought.id, title)}
                  >
                    <span className="visually-hidden">{m.openThoughtPrefix}</span>
                    {title !== undefined && <span className="recent-chip__title">{title}</span>}
                    <span className="recent-chip__text">{text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
