// A post's text with the tagged streams' names and aliases highlighted (spec 2 §5). With
// `onOpenStream` a highlight is a button that opens the stream (guests: /register); without it the
// highlight is only marked.
import { useMemo } from 'react';
import { highlightSegments, streamTerms } from '../display.js';
import { postMessages as m } from '../messages.js';
import { type PostStreamTagFieldsFragment } from '../graphql/posts.generated.js';

export interface PostContentProps {
  readonly content: string;
  readonly streams: readonly PostStreamTagFieldsFragment[];
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  readonly className?: string;
}

export function PostContent({ content, streams, onOpenStream, className }: PostContentProps) {
  const segments = useMemo(() => highlightSegments(content, streamTerms(streams)), [content, streams]);
  return (
    <p className={['post-content', className ?? ''].filter(Boolean).join(' ')} data-testid="post-content">
      {segments.map((segment, index) => {
        const stream =
          segment.streamId === undefined ? undefined : streams.find((s) => s.streamId === segment.streamId);
        if (stream === undefined) return <span key={index}>{segment.text}</span>;
        if (onOpenStream === undefined) {
          return (
            <mark key={index} className="post-mention" data-testid="stream-mention">
              {segment.text}
            </mark>
          );
        }
        return (
          <button
            key={index}
            type="button"
            className="post-mention post-mention--link"
            title={m.openStream(stream.streamName)}
            data-testid="stream-mention"
            onClick={(event) => {
              event.stopPropagation();
              onOpenStream(stream);
            }}
          >
            {segment.text}
          </button>
        );
      })}
    </p>
  );
}
