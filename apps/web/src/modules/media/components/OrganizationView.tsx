// The organization portal (spec 3 §2.8, §8), by organizationId or by a streamId of theirs: logo,
// name, business categories, description, website links, the streams hierarchy (the business stream,
// its child departments, each expandable with + / − to its child products; a stream opens its
// portal) and 'Key Members' (current first, then the newest; each opens the person portal).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { StreamLogo } from '../../streams/components/StreamLogo.js';
import { StreamRow, type StreamRowData } from '../../streams/components/StreamRow.js';
import '../../streams/streams.css';
import { hostOf, personName, sortPeople, streamTree, webHref, type StreamBranch } from '../display.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import { PersonAvatar } from './PersonAvatar.js';
import { OrganizationFullDocument, type OrganizationFullQuery } from '../graphql/organization.generated.js';

type Full = OrganizationFullQuery['organizationFull'];
type OrgStream = Full['streams'][number];

export interface OrganizationViewProps {
  readonly organizationId: string | null;
  readonly streamId: string | null;
  readonly onOpenStream: (stream: StreamRowData) => void;
  readonly onOpenPerson: (person: { readonly id: string; readonly name: string }) => void;
}

export function OrganizationView({ organizationId, streamId, onOpenStream, onOpenPerson }: OrganizationViewProps) {
  const { data, error, refetch } = useQuery(OrganizationFullDocument, {
    variables: organizationId !== null ? { organizationId } : { streamId },
  });
  if (data === undefined && error !== undefined) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.anErrorOccurred)}
      </ErrorState>
    );
  }
  if (data === undefined) {
    return (
      <SkeletonGroup label={m.loadingOrganization}>
        <Skeleton height="9rem" radius="var(--radius-md)" />
        <Skeleton height="12rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const { organization, websites, streams, people } = data.organizationFull;
  const tree = streamTree(streams, organization.streamId);
  const links = websites.flatMap((w) => {
    const href = webHref(w.url);
    return href === null ? [] : [{ ...w, href }];
  });
  return (
    <div className="media-portal" data-testid="organization-portal" data-organization-id={organization.id}>
      <section className="card media-header" aria-label={organization.name}>
        <div className="media-header__head">
          <StreamLogo name={organization.name} logoUrl={webHref(organization.logo)} size={64} />
          <div className="media-header__title">
            <h3 className="media-header__name">{organization.name}</h3>
            {organization.businessCategory.length > 0 && (
              <div className="cluster" data-testid="organization-categories">
                {organization.businessCategory.map((c) => (
                  <span key={c} className="badge badge--neutral">
                    {c}
                  </span>
                ))}
              </div>
            )}
          </div>
        </div>
        {organization.description && <p className="media-bio">{organization.description}</p>}
        {links.length > 0 && (
          <ul className="media-links" aria-label={m.websites} data-testid="organization-websites">
            {links.map((w) => (
              <li key={w.id}>
                <a className="btn btn--secondary btn--sm" href={w.href} target="_blank" rel="noopener noreferrer">
                  {w.title || hostOf(w.href)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {tree !== null && (
        <section className="card" aria-label={m.streamsHierarchy}>
          <h4 className="eyebrow">{m.streamsHierarchy}</h4>
          <ul className="stream-tree" data-testid="stream-tree">
            <StreamNode branch={tree} depth={0} onOpenStream={onOpenStream} />
          </ul>
        </section>
      )}
      {people.length > 0 && (
        <section className="card media-people" aria-label={m.keyMembers}>
          <h4 className="eyebrow">{m.keyMembers}</h4>
          <ul className="media-people__list" data-testid="key-members">
            {sortPeople(people).map((person) => {
              const name = personName(person);
              return (
                <li key={person.id}>
                  <button
                    type="button"
                    className="media-person media-person--link"
                    onClick={() => onOpenPerson({ id: person.id, name })}
                    data-testid="key-member"
                  >
                    <PersonAvatar name={name} photoUrl={person.profilePictureUrl} />
                    <span className="media-people__text">
                      <span className="media-people__name">{name}</span>
                      {person.role && <span className="media-people__role">{person.role}</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * One stream of the hierarchy. The business stream shows its departments; a department shows its
 * products once expanded with '+' ('−' hides them again).
 */
function StreamNode({
  branch,
  depth,
  onOpenStream,
}: {
  readonly branch: StreamBranch<OrgStream>;
  readonly depth: number;
  readonly onOpenStream: (stream: StreamRowData) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const { stream, children } = branch;
  const togglable = depth > 0 && children.length > 0;
  const open = depth === 0 || expanded;
  return (
    <li data-testid="stream-node" data-depth={depth}>
      <div className="stream-tree__node">
        {togglable ? (
          <button
            type="button"
            className="stream-tree__toggle"
            aria-expanded={expanded}
            aria-label={expanded ? m.collapseBranch(stream.name) : m.expandBranch(stream.name)}
            onClick={() => setExpanded((e) => !e)}
            data-testid="stream-node-toggle"
          >
            {expanded ? '−' : '+'}
          </button>
        ) : (
          depth > 0 && <span className="stream-tree__spacer" aria-hidden="true" />
        )}
        <StreamRow stream={stream} onOpen={onOpenStream} />
      </div>
      {open && children.length > 0 && (
        <ul>
          {children.map((child) => (
            <StreamNode key={child.stream.id} branch={child} depth={depth + 1} onOpenStream={onOpenStream} />
          ))}
        </ul>
      )}
    </li>
  );
}
