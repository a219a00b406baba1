// One hive in a list of the Hives portal: avatar, name, type and counts; opens the Hive detail portal.
import { Badge } from '../../../ui/Badge.js';
import { hivesMessages as m } from '../messages.js';
import type { HiveRefFieldsFragment, HiveViewFieldsFragment } from '../graphql/hives.generated.js';
import { HiveAvatar } from './HiveAvatar.js';

/** A hive reference (citizenship hives), or a whole hive with its counts. */
export type HiveRowData = HiveRefFieldsFragment &
  Partial<Pick<HiveViewFieldsFragment, 'membersCount' | 'followersCount'>>;

export function HiveRow({
  hive,
  onOpen,
}: {
  readonly hive: HiveRowData;
  readonly onOpen: (hive: HiveRowData) => void;
}) {
  return (
    <li>
      <button type="button" className="hive-row" onClick={() => onOpen(hive)} data-testid="hive-row">
        <HiveAvatar name={hive.name} logo={hive.logo} />
        <span className="hive-row__text">
          <span className="hive-row__name">{hive.name}</span>
          {hive.membersCount !== undefined && (
            <span className="hive-row__meta">
              {m.members(hive.membersCount)} · {m.followers(hive.followersCount ?? 0)}
            </span>
          )}
        </span>
        <Badge>{hive.type}</Badge>
      </button>
    </li>
  );
}
