// One podcast in a grid: cover (or a monogram when there is none or it fails to load), title and
// publisher. As a link (guests: to /register) or a button (members: opens the podcast portal).
import { useState, type CSSProperties, type ReactNode } from 'react';
import { monogram, textHue } from '../../../lib/monogram.js';
import { type PodcastFieldsFragment } from '../graphql/podcasts.generated.js';

function Cover({ podcast }: { readonly podcast: PodcastFieldsFragment }) {
  const [failed, setFailed] = useState(false);
  if (podcast.imageUrl !== null && !failed) {
    return (
      <img
        className="podcast-tile__cover"
        src={podcast.imageUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const h = textHue(podcast.title);
  return (
    <span
      className="podcast-tile__cover podcast-tile__cover--monogram"
      style={{ '--tile-hue': String(h) } as CSSProperties}
      aria-hidden="true"
    >
      {monogram(podcast.title)}
    </span>
  );
}

function Body({ podcast }: { readonly podcast: PodcastFieldsFragment }): ReactNode {
  return (
    <>
      <Cover podcast={podcast} />
      <span className="podcast-tile__title">{podcast.title}</span>
      {podcast.publisherName !== null && <span className="podcast-tile__publisher">{podcast.publisherName}</span>}
    </>
  );
}

export function PodcastLinkTile({ podcast, href }: { readonly podcast: PodcastFieldsFragment; readonly href: string }) {
  return (
    <a className="podcast-tile" href={href} data-testid="podcast-tile">
      <Body podcast={podcast} />
    </a>
  );
}

export function PodcastButtonTile({
  podcast,
  onOpen,
}: {
  readonly podcast: PodcastFieldsFragment;
  readonly onOpen: (podcast: PodcastFieldsFragment) => void;
}) {
  return (
    <button type="button" className="podcast-tile" onClick={() => onOpen(podcast)} data-testid="podcast-tile">
      <Body podcast={podcast} />
    </button>
  );
}
