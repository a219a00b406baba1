// The Hive detail cards other than type (spec part 1 §2): details (hidden by default), level
// (owner), email join (non-members when the hive has domains) and email domain access (owner:
// the domains of their verified emails, free-mail providers excluded).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Notice } from '../../../ui/Notice.js';
import { subscriptionMessages } from '../../subscriptions/plans.js';
import { hiveDetailMessages as m } from '../messages.js';
import { offeredDomains } from '../rules.js';
import { MyEmailsDocument } from '../../account/graphql/account.generated.js';
import {
  JoinHiveDocument,
  MyHivesDocument,
  UpdateHiveDocument,
  type HiveViewFieldsFragment,
} from '../graphql/hives.generated.js';

export function DetailsCard({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const [shown, setShown] = useState(false);
  return (
    <Card
      title={m.detailsTitle}
      data-testid="hive-card-details"
      actions={
        <Button size="sm" variant="ghost" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
          {shown ? m.hideDetails : m.showDetails}
        </Button>
      }
    >
      {shown && (
        <dl className="hive-detail__facts">
          <dt>{m.membersCount}</dt>
          <dd>{hive.membersCount}</dd>
          <dt>{m.followersCount}</dt>
          <dd>{hive.followersCount}</dd>
          <dt>{m.yourRole}</dt>
          <dd>{hive.viewerRole}</dd>
        </dl>
      )}
    </Card>
  );
}

/** The level card (owners); its plans button opens the Hive subscription portal (spec part 2 §2.11). */
export function LevelCard({
  hive,
  onViewPlans,
}: {
  readonly hive: HiveViewFieldsFragment;
  readonly onViewPlans?: () => void;
}) {
  const active = hive.level === 'level_1';
  return (
    <Card
      title={m.levelTitle}
      data-testid="hive-card-level"
      actions={
        onViewPlans !== undefined ? (
          <Button size="sm" variant="ghost" onClick={onViewPlans}>
            {subscriptionMessages.viewPlans}
          </Button>
        ) : undefined
      }
    >
      <div className="cluster hive-detail__badges">
        <Badge tone={active ? 'ok' : 'neutral'}>{active ? m.levelActive : m.levelComingSoon}</Badge>
      </div>
    </Card>
  );
}

export function EmailJoinCard({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const [join, { loading }] = useMutation(JoinHiveDocument, { refetchQueries: [MyHivesDocument] });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = () => {
    setNotice(null);
    join({ variables: { hiveId: hive.id } })
      .then(() => setNotice({ tone: 'success', text: m.joined(hive.name) }))
      .catch((failure: unknown) => {
        // Already a member is told as such (spec part 1 §8 "Join"), not as a failure.
        const text = graphqlErrorText(failure, m.joinFailed);
        const already = CombinedGraphQLErrors.is(failure) && text === m.alreadyMember;
        setNotice({ tone: already ? 'success' : 'error', text });
      });
  };
  return (
    <Card title={m.joinTitle} description={m.joinLead(hive.emailDomains.join(', '))} data-testid="hive-card-join">
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="hive-detail__actions">
        <Button size="sm" variant="primary" busy={loading} onClick={run}>
          {m.join}
        </Button>
      </div>
    </Card>
  );
}

export function DomainsCard({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const { data } = useQuery(MyEmailsDocument);
  const [update, { loading }] = useMutation(UpdateHiveDocument);
  const [chosen, setChosen] = useState<readonly string[]>(hive.emailDomains);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const verified = (data?.myEmails ?? []).filter((e) => e.isVerified).map((e) => e.email);
  const offered = offeredDomains(verified, hive.emailDomains);
  const changed = [...chosen].sort().join(',') !== [...hive.emailDomains].sort().join(',');
  const toggle = (domain: string) =>
    setChosen((list) => (list.includes(domain) ? list.filter((d) => d !== domain) : [...list, domain]));
  const save = () => {
    setNotice(null);
    update({ variables: { id: hive.id, input: { emailDomains: [...chosen] } } })
      .then(() => setNotice({ tone: 'success', text: m.domainsUpdated }))
      .catch((failure: unknown) => setNotice({ tone: 'error', text: graphqlErrorText(failure, m.domainsFailed) }));
  };
  return (
    <Card title={m.domainsTitle} description={m.domainsLead} data-testid="hive-card-domains">
      {offered.length === 0 ? (
        <p className="hive-section__empty">{m.noDomains}</p>
      ) : (
        <div className="hive-type-options" role="group" aria-label={m.domainsTitle}>
          {offered.map((domain) => (
            <label key={domain} className="hive-filter__option">
              <input type="checkbox" checked={chosen.includes(domain)} onChange={() => toggle(domain)} /> {domain}
            </label>
          ))}
        </div>
      )}
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {changed && (
        <div className="hive-detail__actions">
          <Button size="sm" variant="ghost" onClick={() => setChosen(hive.emailDomains)}>
            {m.cancel}
          </Button>
          <Button size="sm" variant="primary" busy={loading} onClick={save}>
            {m.save}
          </Button>
        </div>
      )}
    </Card>
  );
}
