// The Contact Support screen (spec part 2 §2.13, §4 Support form): loading, then either no verified
// emails or the form; then submitting, then success or error. The message goes from one of the
// member's verified emails, trimmed, at least 10 characters (a counter shows the length out of 10;
// Send stays disabled until the rules hold).
import { useMutation, useQuery } from '@apollo/client/react';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_MIN_LENGTH } from '@hivemind/contracts';
import { useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { SelectField } from '../../../ui/SelectField.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { SendSupportFeedbackDocument, SupportEmailsDocument } from '../graphql/support.generated.js';
import { supportMessages as m } from '../messages.js';
import { messageLength, supportFormError, verifiedEmails } from '../rules.js';
import '../support.css';

export interface SupportFormProps {
  /** Emails are verified in Settings. */
  readonly onOpenSettings: () => void;
}

type Outcome = { readonly tone: 'success' | 'error'; readonly text: string } | null;

export function SupportForm({ onOpenSettings }: SupportFormProps) {
  const emails = useQuery(SupportEmailsDocument, { fetchPolicy: 'cache-and-network' });
  const [send, sending] = useMutation(SendSupportFeedbackDocument);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (emails.data === undefined) {
    if (emails.error !== undefined) {
      return (
        <ErrorState onRetry={() => void emails.refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
          {graphqlErrorText(emails.error, m.fetchFailed)}
        </ErrorState>
      );
    }
    return (
      <div className="support" role="status" aria-label={m.loading} aria-busy="true" data-testid="support-loading">
        <Skeleton width="50%" height="1.25rem" />
        <Skeleton height="2.5rem" radius="var(--radius-md)" />
        <Skeleton height="7rem" radius="var(--radius-md)" />
      </div>
    );
  }

  const verified = verifiedEmails(emails.data.myEmails);
  if (verified.length === 0) {
    const [title, ...rest] = m.noVerifiedEmails.split(' — ');
    return (
      <EmptyState
        action={
          <Button size="sm" variant="primary" onClick={onOpenSettings}>
            {m.openSettings}
          </Button>
        }
      >
        <span data-testid="no-verified-emails">
          <strong>{title}</strong> — {rest.join(' — ')}
        </span>
      </EmptyState>
    );
  }

  const emailId = verified.some((e) => e.id === chosen) ? chosen : verified[0]!.id;
  const length = messageLength(message);
  const error = supportFormError(emailId, message);
  const showError = touched && length > 0 && error !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error !== null || sending.loading) return;
    setOutcome(null);
    try {
      const result = await send({ variables: { userEmailId: emailId, message: message.trim() } });
      const email = result.data?.sendSupportFeedback.email;
      if (email === undefined) throw new Error('no answer');
      setOutcome({ tone: 'success', text: m.sent(email) });
      setMessage('');
      setTouched(false);
    } catch (failure) {
      setOutcome({ tone: 'error', text: graphqlErrorText(failure, m.submitFailed) });
    }
  };

  return (
    <form className="support" aria-labelledby="support-title" onSubmit={(e) => void submit(e)}>
      <div>
        <h3 className="section-heading__title" id="support-title">
          {m.title}
        </h3>
        <p className="muted">{m.lead}</p>
      </div>
      <SelectField
        label={m.emailLabel}
        value={emailId}
        options={verified.map((e) => ({ value: e.id, label: e.email }))}
        onChange={setChosen}
      />
      <TextAreaField
        label={m.messageLabel}
        groupClassName="field"
        value={message}
        onChange={(value) => {
          setMessage(value);
          if (outcome?.tone === 'success') setOutcome(null);
        }}
        onBlur={() => setTouched(true)}
        placeholder={m.placeholder}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        error={showError ? error : null}
        actions={
          <span
            className={length >= SUPPORT_MESSAGE_MIN_LENGTH ? 'support__count support__count--ok' : 'support__count'}
            aria-label={m.counterLabel(length)}
            data-testid="support-counter"
          >
            {m.counter(length)}
          </span>
        }
      />
      <Button type="submit" variant="primary" disabled={error !== null} busy={sending.loading}>
        {m.submit}
      </Button>
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </form>
  );
}
