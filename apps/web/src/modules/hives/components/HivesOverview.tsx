// The hives a member sees (the Hives portal, spec part 1 §2, §4, §8, §9): search (300 ms), a collapsible type filter that
// flashes on change, member / following / all tabs, the sections MY CITIZENSHIP HIVES (Update opens
// Citizenship), MY PRIVATE HIVES, FOLLOWING and SEARCH RESULTS (25 a page, more within 1.5 viewport
// heights of the bottom), and the Launch New Hive form.
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { HiveSection } from './HiveSection.js';
import type { HiveRowData } from './HiveRow.js';
import { LaunchHiveForm } from './LaunchHiveForm.js';
import { SearchResults } from './SearchResults.js';
import { TypeFilter } from './TypeFilter.js';
import { hivesMessages as m } from '../messages.js';
import { sectionMyHives, type HivesTab } from '../rules.js';
import '../hives.css';
import { Button } from '../../../ui/Button.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { SearchField } from '../../../ui/SearchField.js';
import { SegmentedControl } from '../../../ui/SegmentedControl.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import {
  MyCitizenshipHivesDocument,
  MyHivesDocument,
  type HiveViewFieldsFragment,
} from '../graphql/hives.generated.js';

export interface HivesOverviewProps {
  /** A hive row was chosen (its details open); kept stable by the caller. */
  readonly onOpen: (hive: HiveRowData) => void;
  /** MY CITIZENSHIP HIVES' Update. */
  readonly onUpdateCitizenship: () => void;
}

export function HivesOverview({ onOpen: open, onUpdateCitizenship }: HivesOverviewProps) {
  const { search, field: searchField } = useSearchInput();
  const [type, setType] = useState<string | null>(null);
  const [tab, setTab] = useState<HivesTab>('all');
  const [launching, setLaunching] = useState(false);

  const closeLaunch = useCallback(() => setLaunching(false), []);

  return (
    <div className="hives-portal" data-testid="hives-portal">
      <div className="toolbar">
        <SearchField label={m.searchLabel} placeholder={m.searchPlaceholder} icon={null} {...searchField} />
        {!launching && (
          <Button size="sm" variant="primary" onClick={() => setLaunching(true)}>
            {m.launch}
          </Button>
        )}
      </div>
      <TypeFilter value={type} onChange={setType} />
      {launching && <LaunchHiveForm onClose={closeLaunch} />}
      <SegmentedControl<HivesTab>
        label={m.tabsLabel}
        labelId="hives-tabs-label"
        options={[
          { value: 'member', label: m.tabMember },
          { value: 'following', label: m.tabFollowing },
          { value: 'all', label: m.tabAll },
        ]}
        value={tab}
        onValueChange={setTab}
      />
      {tab !== 'following' && <CitizenshipSection onOpen={open} onUpdate={onUpdateCitizenship} />}
      <MyHivesSections search={search} type={type} tab={tab} onOpen={open} />
      {tab === 'all' && <SearchResults key={`${search}|${type ?? ''}`} search={search} type={type} onOpen={open} />}
    </div>
  );
}

function CitizenshipSection({
  onOpen,
  onUpdate,
}: {
  readonly onOpen: (h: HiveRowData) => void;
  readonly onUpdate: () => void;
}) {
  const { data } = useQuery(MyCitizenshipHivesDocument, { fetchPolicy: 'cache-and-network' });
  const c = data?.myCitizenship;
  const hives = c === undefined ? [] : [c.country, c.state, c.city, c.neighborhood].filter((h) => h !== null);
  return (
    <HiveSection
      testId="hives-citizenship"
      title={m.citizenshipSection}
      hives={hives}
      empty={m.noCitizenship}
      onOpen={onOpen}
      action={
        <Button size="sm" variant="ghost" onClick={onUpdate}>
          {m.update}
        </Button>
      }
    />
  );
}

interface MyHivesSectionsProps {
  readonly search: string;
  readonly type: string | null;
  readonly tab: HivesTab;
  readonly onOpen: (hive: HiveRowData) => void;
}

function MyHivesSections({ search, type, tab, onOpen }: MyHivesSectionsProps) {
  const { data, error, refetch } = useQuery(MyHivesDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  if (data === undefined) {
    if (error !== undefined) {
      return (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.retry}>
          {m.memberHivesFailed}
        </ErrorState>
      );
    }
    return (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="3.5rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const sections = sectionMyHives<HiveViewFieldsFragment>(data.myHives, type);
  return (
    <>
      {tab !== 'following' && (
        <HiveSection
          testId="hives-private"
          title={m.privateSection}
          hives={sections.private}
          empty={search ? m.noneMatching(search) : m.noPrivate}
          onOpen={onOpen}
        />
      )}
      {tab !== 'member' && (
        <HiveSection
          testId="hives-following"
          title={m.followingSection}
          hives={sections.following}
          empty={search ? m.noneMatching(search) : m.noFollowing}
          onOpen={onOpen}
        />
      )}
    </>
  );
}
