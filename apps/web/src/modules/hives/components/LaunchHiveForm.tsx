// Launch New Hive (spec part 1 §2, §5, §9): a name (5+ characters) and 1-100 invite emails separated
// by commas or line breaks; on success the result shows and the form closes 3 s later.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { hivesMessages as m } from '../messages.js';
import { checkLaunch } from '../rules.js';
import { LaunchHiveDocument, MyHivesDocument } from '../graphql/hives.generated.js';

export const LAUNCH_CLOSE_DELAY_MS = 3000;

export interface LaunchHiveFormProps {
  readonly onClose: () => void;
}

export function LaunchHiveForm({ onClose }: LaunchHiveFormProps) {
  const [name, setName] = useState('');
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [launch, { loading }] = useMutation(LaunchHiveDocument, { refetchQueries: [MyHivesDocument] });

  useEffect(() => {
    if (success === null) return undefined;
    const timer = setTimeout(onClose, LAUNCH_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLaunch(name, emails);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    launch({ variables: { name: check.name, emails: check.emails, type: null } })
      .then(({ data }) => {
        const result = data?.launchHive;
        if (result === undefined) throw new Error(m.createFailed);
        const parts = [m.launched(result.hive.name), m.invitationsSent(result.invitationsCreated)];
        if (result.invitationsFailed > 0) parts.push(m.invitationsFailed(result.invitationsFailed));
        setSuccess(parts.join(' '));
      })
      .catch((failure: unknown) => setError(graphqlErrorText(failure, m.createFailed)));
  };

  return (
    <form className="panel" onSubmit={submit} data-testid="launch-hive-form" noValidate>
      <h3 className="hive-section__title">{m.launchTitle}</h3>
      <Field label={m.nameLabel} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <TextAreaField
        groupClassName="field"
        label={m.emailsLabel}
        hint={m.emailsHint}
        className="field__input hive-launch__emails"
        rows={3}
        value={emails}
        onChange={setEmails}
      />
      {error !== null && <Notice tone="error">{error}</Notice>}
      {success !== null && <Notice tone="success">{success}</Notice>}
      <div className="hive-launch__actions">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="primary" size="sm" busy={loading} disabled={success !== null}>
          {m.launchSubmit}
        </Button>
      </div>
    </form>
  );
}
