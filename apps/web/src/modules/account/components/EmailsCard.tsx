// Hive Waitlist email management (spec part 1 §2, §4 "Emails"): the user's emails, add one (a
// code is mailed), verify with the 6-digit code, resend it, delete a non-primary email.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { emailError } from '../../auth/validation.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import '../account.css';
import { accountMessages as m } from '../messages.js';
import { EMAIL_SUCCESS_MS } from '../notice-timings.js';
import { useTimedNotice } from '../../../lib/use-timed-notice.js';
import { EmailRow } from './EmailRow.js';
import { AddEmailDocument, MyEmailsDocument } from '../graphql/account.generated.js';

export function EmailsCard() {
  const client = useApolloClient();
  const { data, error, loading, refetch } = useQuery(MyEmailsDocument, { fetchPolicy: 'cache-and-network' });
  const { notice, show } = useTimedNotice();
  const [newEmail, setNewEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = () => refetch().catch(() => undefined);

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = newEmail.trim();
    const invalid = emailError(email);
    if (invalid !== null) {
      show('error', invalid);
      return;
    }
    setBusy(true);
    try {
      await client.mutate({ mutation: AddEmailDocument, variables: { email } });
      setNewEmail('');
      show('success', m.codeSent(email), EMAIL_SUCCESS_MS);
      await reload();
    } catch (err) {
      show('error', graphqlErrorText(err, m.addFailed));
    } finally {
      setBusy(false);
    }
  }

  let list;
  if (loading && data === undefined) {
    list = (
      <SkeletonGroup label={m.loadingEmails}>
        <Skeleton height="3rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  } else if (error !== undefined && data === undefined) {
    list = <ErrorState onRetry={() => void reload()}>{graphqlErrorText(error, m.loadFailed)}</ErrorState>;
  } else {
    const emails = data?.myEmails ?? [];
    list =
      emails.length === 0 ? (
        <p className="muted">{m.noEmails}</p>
      ) : (
        <ul className="item-list" aria-label={m.emailsLabel} data-testid="email-list">
          {emails.map((email) => (
            <EmailRow key={email.id} email={email} onNotice={show} onChanged={reload} />
          ))}
        </ul>
      );
  }

  return (
    <Card title={m.waitlistTitle} description={m.waitlistLead} data-testid="emails-card">
      {list}
      <form className="inline-form" noValidate onSubmit={(event) => void onAdd(event)}>
        <Field
          label={m.addLabel}
          type="email"
          name="new-email"
          autoComplete="email"
          placeholder={m.addPlaceholder}
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          className="inline-form__field"
        />
        <Button type="submit" variant="primary" busy={busy}>
          {m.addSubmit}
        </Button>
      </form>
      {notice !== null && (
        <Notice key={notice.id} tone={notice.tone}>
          {notice.text}
        </Notice>
      )}
    </Card>
  );
}
