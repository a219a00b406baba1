// Invitations (spec part 1 §2 card 400, §5, §8; part 2 §4): admins send invitations (at least one
// valid email) and resend or cancel pending ones after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { isValidEmail, splitInviteEmails } from '../rules.js';
import { ConfirmButton } from './ConfirmButton.js';
import { teamMessages as m } from './messages.js';
import {
  CancelHiveInvitationDocument,
  HiveInvitationsDocument,
  InviteToHiveDocument,
  ResendHiveInvitationDocument,
} from '../graphql/team.generated.js';

export function InvitationsCard({ hiveId }: { readonly hiveId: string }) {
  const { data, error, refetch } = useQuery(HiveInvitationsDocument, {
    variables: { hiveId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [HiveInvitationsDocument];
  const [invite, { loading }] = useMutation(InviteToHiveDocument, { refetchQueries });
  const [resend] = useMutation(ResendHiveInvitationDocument, { refetchQueries });
  const [cancel] = useMutation(CancelHiveInvitationDocument, { refetchQueries });
  const [emails, setEmails] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fail = (fallback: string) => (failure: unknown) =>
    setNotice({ tone: 'error', text: graphqlErrorText(failure, fallback) });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const valid = splitInviteEmails(emails).filter(isValidEmail);
    if (valid.length === 0) {
      setNotice({ tone: 'error', text: m.inviteNone });
      return;
    }
    setNotice(null);
    invite({ variables: { hiveId, emails: valid } })
      .then(({ data: result }) => {
        const r = result?.inviteToHive;
        if (r === undefined) throw new Error(m.sendFailed);
        if (r.invitationsCreated === 0) {
          setNotice({ tone: 'error', text: m.allFailed });
          return;
        }
        const text = [m.sent(r.invitationsCreated), r.invitationsFailed > 0 ? m.failedCount(r.invitationsFailed) : '']
          .filter(Boolean)
          .join(' · ');
        setNotice({ tone: 'success', text });
        setEmails('');
      })
      .catch(fail(m.sendFailed));
  };

  const pending = (data?.hiveInvitations ?? []).filter((i) => i.status === 'pending');
  return (
    <Card title={m.invitationsTitle} data-testid="hive-card-invitations">
      <form className="hive-section" onSubmit={send} noValidate>
        <TextAreaField
          label={m.inviteLabel}
          hint={m.inviteHint}
          className="field__input hive-launch__emails"
          rows={2}
          value={emails}
          onChange={setEmails}
        />
        <div className="hive-detail__actions">
          <Button type="submit" size="sm" variant="primary" busy={loading}>
            {m.invite}
          </Button>
        </div>
      </form>
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {data === undefined && error !== undefined && (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.invitationsFailed}</ErrorState>
      )}
      {data !== undefined && pending.length === 0 && <p className="hive-section__empty">{m.noInvitations}</p>}
      <ul className="item-list">
        {pending.map((invitation) => (
          <li key={invitation.id} className="hive-row hive-row--static">
            <span className="hive-row__text">
              <span className="hive-row__name">{invitation.email}</span>
              <span className="hive-row__meta">{invitation.role}</span>
            </span>
            <ConfirmButton
              label={m.resend}
              title={m.resendTitle}
              description={m.resendDescription(invitation.email)}
              onConfirm={() =>
                resend({ variables: { hiveId, invitationId: invitation.id } })
                  .then(() => setNotice({ tone: 'success', text: m.resent }))
                  .catch(fail(m.actionFailed))
              }
            />
            <ConfirmButton
              label={m.cancelInvitation}
              title={m.cancelTitle}
              description={m.cancelDescription(invitation.email)}
              confirmLabel={m.confirm}
              onConfirm={() =>
                cancel({ variables: { hiveId, invitationId: invitation.id } })
                  .then(() => setNotice({ tone: 'success', text: m.cancelled }))
                  .catch(fail(m.actionFailed))
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
