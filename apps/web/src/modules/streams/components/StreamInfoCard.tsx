// A stream's info card (spec 2 §2.5): logo, name, type badge, organization name, the first 4 aliases
// then +N (which shows the rest), the description cut at 200 characters with Expand / Show less, and
// chips of related streams (similar streams: 5 at similarity 0.4 or more, names cut to 15). When
// similar streams fail to load the section is left out (spec 2 §8 'Unable to load related streams').
import { SIMILAR_STREAMS_LIMIT, SIMILAR_STREAMS_THRESHOLD } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { aliasView, descriptionView, relatedName, similarityText } from '../display.js';
import { streamMessages as m } from '../messages.js';
import { StreamLogo } from './StreamLogo.js';
import { SimilarStreamsDocument, type StreamQuery } from '../graphql/streams.generated.js';

export type StreamDetail = StreamQuery['stream'];

export interface StreamRef {
  readonly streamId: string;
  readonly streamName: string;
}

export interface StreamInfoCardProps {
  readonly stream: StreamDetail;
  readonly onOpenStream: (stream: StreamRef) => void;
  /** Opens the organization portal of the stream's organization (spec 3 §2.8, by streamId). */
  readonly onOpenOrganization?: (stream: StreamRef & { readonly organizationName: string }) => void;
}

export function StreamInfoCard({ stream, onOpenStream, onOpenOrganization }: StreamInfoCardProps) {
  const [aliasesOpen, setAliasesOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const aliases = aliasView(stream.aliases, aliasesOpen);
  const description = stream.description ? descriptionView(stream.description, expanded) : null;
  return (
    <section className="card stream-info" aria-label={stream.name} data-testid="stream-info">
      <div className="stream-info__head">
        <StreamLogo name={stream.name} logoUrl={stream.logoUrl} size={56} />
        <div className="stream-info__title">
          <h3 className="stream-info__name">{stream.name}</h3>
          <div className="cluster">
            <span className="badge badge--accent" data-testid="stream-type">
              {stream.typeLabel}
            </span>
            {stream.organizationName &&
              (onOpenOrganization === undefined ? (
                <span className="stream-info__org">{stream.organizationName}</span>
              ) : (
                <button
                  type="button"
                  className="stream-info__org stream-link"
                  data-testid="open-organization"
                  onClick={() =>
                    onOpenOrganization({
                      streamId: stream.id,
                      streamName: stream.name,
                      organizationName: stream.organizationName ?? '',
                    })
                  }
                >
                  {stream.organizationName}
                </button>
              ))}
          </div>
        </div>
      </div>
      {stream.aliases.length > 0 && (
        <div className="stream-info__aliases" data-testid="stream-aliases">
          <span className="visually-hidden">{m.aliases}</span>
          {aliases.shown.map((alias) => (
            <span key={alias} className="badge badge--neutral">
              {alias}
            </span>
          ))}
          {aliases.more > 0 && (
            <button
              type="button"
              className="badge badge--neutral stream-info__more"
              aria-label={m.moreAliasesLabel(aliases.more)}
              onClick={() => setAliasesOpen(true)}
              data-testid="aliases-more"
            >
              {m.moreAliases(aliases.more)}
            </button>
          )}
        </div>
      )}
      {description !== null && (
        <div className="stream-info__description">
          <p data-testid="stream-description">{description.text}</p>
          {description.long && (
            <button
              type="button"
              className="stream-link"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? m.showLessText : m.expand}
            </button>
          )}
        </div>
      )}
      <RelatedStreams streamId={stream.id} onOpenStream={onOpenStream} />
    </section>
  );
}

function RelatedStreams({
  streamId,
  onOpenStream,
}: {
  readonly streamId: string;
  readonly onOpenStream: (stream: StreamRef) => void;
}) {
  const { data, error } = useQuery(SimilarStreamsDocument, {
    variables: { streamId, limit: SIMILAR_STREAMS_LIMIT, threshold: SIMILAR_STREAMS_THRESHOLD },
  });
  const related = data?.similarStreams ?? [];
  // spec 2 §8: 'Unable to load related streams', and the section is left out.
  useEffect(() => {
    if (error !== undefined) console.warn(m.relatedFailed);
  }, [error]);
  if (error !== undefined || related.length === 0) return null;
  return (
    <div className="stream-info__related">
      <h4 className="eyebrow">{m.relatedStreams}</h4>
      <ul className="stream-chip-row" data-testid="related-streams">
        {related.map((r) => (
          <li key={r.streamId}>
            <button
              type="button"
              className="stream-chip"
              title={m.relatedChip(r.name, similarityText(r.similarity))}
              onClick={() => onOpenStream({ streamId: r.streamId, streamName: r.name })}
            >
              {relatedName(r.name)}
              {/* The accessible name starts with the visible (cut) name, then says it whole. */}
              <span className="visually-hidden">: {m.relatedChip(r.name, similarityText(r.similarity))}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
