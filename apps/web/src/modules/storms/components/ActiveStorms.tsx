// Where storms are found (issue 18): the open storms of the member's hives (GET /api/storms) in the
// control portal, and a hive's open storms in the hive portal, each opening the storm portal; the hive
// portal also offers storm management to the hive's owners and admins.
import { useQuery } from '@apollo/client/react';
import { Button } from '../../../ui/Button.js';
import { HiveAvatar } from '../../hives/components/HiveAvatar.js';
import { stormMessages as m } from '../messages.js';
import { HiveStormsDocument, MyActiveStormsDocument, type StormFieldsFragment } from '../graphql/storms.generated.js';
import '../storms.css';

export interface StormListProps {
  readonly onOpenStorm: (storm: StormFieldsFragment) => void;
}

/** The control portal's list: nothing at all while there is no open storm (or it could not be read). */
export function MyActiveStorms({ onOpenStorm }: StormListProps) {
  const { data } = useQuery(MyActiveStormsDocument, { fetchPolicy: 'cache-and-network' });
  const storms = data?.myActiveStorms ?? [];
  if (storms.length === 0) return null;
  return (
    <section aria-labelledby="active-storms-title" data-testid="my-active-storms">
      <div className="section-heading">
        <h3 id="active-storms-title" className="section-heading__title">
          {m.activeStorms}
        </h3>
      </div>
      <StormLinks storms={storms} withHive onOpenStorm={onOpenStorm} />
    </section>
  );
}

export interface HiveStormsBarProps extends StormListProps {
  readonly hive: { readonly id: string; readonly isMember: boolean; readonly isAdmin: boolean };
  readonly onManage: () => void;
}

/** The hive portal's storms: its open storms (members) and, for owners and admins, storm management. */
export function HiveStormsBar({ hive, onOpenStorm, onManage }: HiveStormsBarProps) {
  const { data } = useQuery(HiveStormsDocument, {
    variables: { hiveId: hive.id },
    skip: !hive.isMember,
    fetchPolicy: 'cache-and-network',
  });
  const open = (data?.hiveStorms ?? []).filter((storm) => storm.isActive);
  if (open.length === 0 && !hive.isAdmin) return null;
  return (
    <section className="panel" aria-label={m.activeStorm} data-testid="hive-active-storms">
      {open.length > 0 && <strong>{m.activeStorm}</strong>}
      {open.length > 0 && <StormLinks storms={open} withHive={false} onOpenStorm={onOpenStorm} />}
      {hive.isAdmin && (
        <div>
          <Button size="sm" onClick={onManage} data-testid="manage-storms">
            {m.manageStorms}
          </Button>
        </div>
      )}
    </section>
  );
}

function StormLinks({
  storms,
  withHive,
  onOpenStorm,
}: { readonly storms: readonly StormFieldsFragment[]; readonly withHive: boolean } & StormListProps) {
  return (
    <ul className="storm-list">
      {storms.map((storm) => (
        <li key={storm.id} className="storm-list__item" data-testid="storm-link" data-storm-id={storm.id}>
          <span className="cluster">
            {withHive && <HiveAvatar name={storm.hive.name} logo={storm.hive.logo} size={24} />}
            <span>
              {withHive && <strong>{storm.hive.name}: </strong>}
              {storm.prompt}
            </span>
          </span>
          <Button size="sm" variant="primary" onClick={() => onOpenStorm(storm)}>
            {m.open}
          </Button>
        </li>
      ))}
    </ul>
  );
}
