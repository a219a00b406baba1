// One email of the list: its state badges and the actions its state allows. Pending: enter the
// code, verify, resend, delete. Verified and not primary: delete. Primary: nothing (never deleted).
import { useApolloClient } from '@apollo/client/react';
import { EMAIL_CODE_LENGTH } from '@hivemind/contracts';
import { useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Dialog, DialogClose } from '../../../ui/Dialog.js';
import type { NoticeTone } from '../../../ui/Notice.js';
import { accountMessages as m } from '../messages.js';
import { EMAIL_SUCCESS_MS } from '../notice-timings.js';
import {
  DeleteEmailDocument,
  ResendEmailCodeDocument,
  VerifyEmailDocument,
  type UserEmailFieldsFragment,
} from '../graphql/account.generated.js';

const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

export interface EmailRowProps {
  readonly email: UserEmailFieldsFragment;
  readonly onNotice: (tone: NoticeTone, text: string, ms?: number) => void;
  readonly onChanged: () => Promise<unknown>;
}

type Busy = 'verify' | 'resend' | 'delete' | null;

export function EmailRow({ email, onNotice, onChanged }: EmailRowProps) {
  const client = useApolloClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const codeId = `code-${email.id}`;

  async function run(kind: Exclude<Busy, null>, action: () => Promise<unknown>, success: string, fallback: string) {
    setBusy(kind);
    try {
      await action();
      onNotice('success', success, EMAIL_SUCCESS_MS);
      await onChanged();
    } catch (err) {
      onNotice('error', graphqlErrorText(err, fallback));
    } finally {
      setBusy(null);
    }
  }

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!CODE_PATTERN.test(trimmed)) {
      onNotice('error', m.codeFormat);
      return;
    }
    void run(
      'verify',
      () => client.mutate({ mutation: VerifyEmailDocument, variables: { email: email.email, code: trimmed } }),
      m.verified,
      m.verifyFailed,
    );
  }

  const deletable = !email.isPrimary;
  return (
    <li className="panel" data-testid="email-row" data-email={email.email}>
      <div className="split-row split-row--wrap">
        <span className="email-row__address">{email.email}</span>
        <span className="email-row__badges">
          {email.isPrimary && <Badge tone="accent">{m.badgePrimary}</Badge>}
          {email.isVerified ? <Badge tone="ok">{m.badgeVerified}</Badge> : <Badge tone="warn">{m.badgePending}</Badge>}
        </span>
      </div>
      {(!email.isVerified || deletable) && (
        <div className="split-row split-row--wrap">
          {!email.isVerified && (
            <form className="cluster" noValidate onSubmit={onVerify}>
              <label className="visually-hidden" htmlFor={codeId}>
                {m.codeLabel(email.email)}
              </label>
              <input
                id={codeId}
                className="field__input email-row__code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={EMAIL_CODE_LENGTH}
                placeholder={m.codePlaceholder}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" size="sm" variant="primary" busy={busy === 'verify'}>
                {m.verify}
              </Button>
              <Button
                size="sm"
                busy={busy === 'resend'}
                onClick={() =>
                  void run(
                    'resend',
                    () => client.mutate({ mutation: ResendEmailCodeDocument, variables: { email: email.email } }),
                    m.codeResent,
                    m.resendFailed,
                  )
                }
              >
                {m.resend}
              </Button>
            </form>
          )}
          {deletable && (
            <Button
              size="sm"
              variant="danger"
              aria-label={m.deleteLabel(email.email)}
              busy={busy === 'delete'}
              onClick={() => setConfirming(true)}
            >
              {m.delete}
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.deleteTitle}
        description={m.deleteDescription(email.email)}
        actions={
          <>
            <DialogClose asChild>
              <Button>{m.cancel}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void run(
                  'delete',
                  () => client.mutate({ mutation: DeleteEmailDocument, variables: { id: email.id } }),
                  m.removed,
                  m.deleteFailed,
                );
              }}
            >
              {m.delete}
            </Button>
          </>
        }
      />
    </li>
  );
}
