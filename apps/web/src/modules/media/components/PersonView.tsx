// The person portal (spec 3 §2.9, §8): photo or initials, name, role, short bio and the 'Connect'
// links (website, X, Instagram); 'Person details not found.' for an unknown person.
import { useQuery } from '@apollo/client/react';
import { graphqlErrorText } from '../../../api/errors.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { connectLinks, dayText, personName } from '../display.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import { PersonAvatar } from './PersonAvatar.js';
import { PersonDocument, type PersonFieldsFragment } from '../graphql/organization.generated.js';

export function PersonView({ personId }: { readonly personId: string }) {
  const { data, error, refetch } = useQuery(PersonDocument, { variables: { id: personId } });
  if (data === undefined && error !== undefined) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.anErrorOccurred)}
      </ErrorState>
    );
  }
  if (data === undefined) {
    return (
      <SkeletonGroup label={m.loadingPerson}>
        <Skeleton height="10rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  return <PersonCard person={data.person} />;
}

export function PersonCard({ person }: { readonly person: PersonFieldsFragment }) {
  const name = personName(person);
  const links = connectLinks(person);
  const since = dayText(person.startDate);
  const until = dayText(person.endDate);
  return (
    <div className="media-portal" data-testid="person-portal" data-person-id={person.id}>
      <section className="card media-header" aria-label={name}>
        <div className="media-header__head">
          <PersonAvatar name={name} photoUrl={person.profilePictureUrl} size={72} />
          <div className="media-header__title">
            <h3 className="media-header__name" data-testid="person-name">
              {name}
            </h3>
            {person.role && <p className="media-header__sub">{person.role}</p>}
            <p className="media-header__facts cluster">
              {person.isCurrent && <span className="badge badge--accent">{m.current}</span>}
              {since && (until ? <span>{m.between(since, until)}</span> : <span>{m.since(since)}</span>)}
            </p>
          </div>
        </div>
        {person.shortBio && <p className="media-bio">{person.shortBio}</p>}
        {links.length > 0 && (
          <div className="media-people">
            <h4 className="eyebrow">{m.connect}</h4>
            <ul className="media-links" data-testid="person-connect">
              {links.map((link) => (
                <li key={link.kind}>
                  <a
                    className="btn btn--secondary btn--sm"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={m.connectLabels[link.kind]}
                  >
                    <span className="visually-hidden">{m.connectLabels[link.kind]}: </span>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
