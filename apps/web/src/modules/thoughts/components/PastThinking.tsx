// The Past Thinking card (spec part 3 §2.3): insights drawn from the member's related past thoughts,
// 2 at first and Show More for the rest; 'Unable to generate insights at this time.' on failure.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ThoughtIcon } from './Icons.js';
import { thoughtMessages as m } from '../messages.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { RelatedSummaryDocument } from '../graphql/thought.generated.js';

export const INSIGHTS_SHOWN = 2;

export interface PastThinkingProps {
  readonly thoughtId: string;
  readonly onOpenThought: (thoughtId: string) => void;
}

export function PastThinking({ thoughtId, onOpenThought }: PastThinkingProps) {
  const { data, error, loading } = useQuery(RelatedSummaryDocument, { variables: { thoughtId } });
  const [expanded, setExpanded] = useState(false);
  const summary = data?.relatedSummary;

  let body;
  if (summary === undefined && loading) {
    body = (
      <SkeletonGroup label={m.insightsLoading}>
        <div className="item-list">
          <Skeleton height="2.75rem" radius="var(--radius-md)" />
          <Skeleton height="2.75rem" radius="var(--radius-md)" />
        </div>
      </SkeletonGroup>
    );
  } else if (summary === undefined || error !== undefined) {
    body = <p className="insights__message">{m.insightsFailed}</p>;
  } else if (summary.insights.length === 0) {
    body = <p className="insights__message">{summary.message}</p>;
  } else {
    const shown = expanded ? summary.insights : summary.insights.slice(0, INSIGHTS_SHOWN);
    const hidden = summary.insights.length - INSIGHTS_SHOWN;
    body = (
      <>
        <ul className="item-list" data-testid="insights">
          {shown.map((insight, index) => (
            <li key={`${insight.thoughtId}-${index}`} className="insight">
              <p className="insight__text">{insight.insight}</p>
              <button
                type="button"
                className="insight__source"
                onClick={() => onOpenThought(insight.thoughtId)}
                title={m.openSource}
              >
                “{insight.source}”
              </button>
            </li>
          ))}
        </ul>
        <div className="split-row insights__foot">
          <span className="insights__message">{summary.message}</span>
          {hidden > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
              {expanded ? m.showLess : m.showMore(hidden)}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <Card
      className="past-thinking"
      title={
        <span className="past-thinking__title">
          <ThoughtIcon name="sparkle" size={16} />
          {m.pastThinking}
        </span>
      }
      description={m.pastThinkingLead}
      headingLevel={4}
      data-testid="past-thinking"
    >
      {body}
    </Card>
  );
}
