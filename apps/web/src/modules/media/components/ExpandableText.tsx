// A description cut at `max` characters with Expand / Show less (spec 3 §4: the podcast's at 200, the
// episode's at 150).
import { useState } from 'react';
import { descriptionView } from '../../streams/display.js';
import '../../streams/streams.css';
import { mediaMessages as m } from '../messages.js';

export function ExpandableText({
  text,
  max,
  testId,
}: {
  readonly text: string;
  readonly max: number;
  readonly testId: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const view = descriptionView(text, expanded, max);
  return (
    <div className="media-description">
      <p data-testid={testId}>{view.text}</p>
      {view.long && (
        <button type="button" className="stream-link" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? m.showLess : m.expand}
        </button>
      )}
    </div>
  );
}
