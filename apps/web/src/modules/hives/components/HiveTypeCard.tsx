// The owner's type card (spec part 1 §2, §4): the types an owner may give a hive, Government locked
// without a verified .gov/.mil email and School without .edu; geographic public squares keep theirs.
import { useMutation, useQuery } from '@apollo/client/react';
import { OWNER_SETTABLE_HIVE_TYPES, HiveMessages } from '@hivemind/contracts';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Card } from '../../../ui/Card.js';
import { Notice } from '../../../ui/Notice.js';
import { hiveDetailMessages as m } from '../messages.js';
import { typeLockReason } from '../rules.js';
import { MyEmailsDocument } from '../../account/graphql/account.generated.js';
import { UpdateHiveDocument, type HiveViewFieldsFragment } from '../graphql/hives.generated.js';

export function HiveTypeCard({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const { data } = useQuery(MyEmailsDocument);
  const [update, { loading }] = useMutation(UpdateHiveDocument);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const verified = (data?.myEmails ?? []).filter((e) => e.isVerified).map((e) => e.email);
  const fixed = !(OWNER_SETTABLE_HIVE_TYPES as readonly string[]).includes(hive.type);
  const choose = (type: string) => {
    setNotice(null);
    update({ variables: { id: hive.id, input: { type } } })
      .then(() => setNotice({ tone: 'success', text: m.typeSaved }))
      .catch((failure: unknown) => setNotice({ tone: 'error', text: graphqlErrorText(failure, m.updateFailed) }));
  };
  return (
    <Card title={m.typeTitle} data-testid="hive-card-type">
      {fixed ? (
        <p className="hive-section__empty">{HiveMessages.typeLocked}</p>
      ) : (
        <div className="hive-type-options" role="group" aria-label={m.typeTitle}>
          {OWNER_SETTABLE_HIVE_TYPES.map((type) => {
            const reason = typeLockReason(type, verified, {
              government: m.typeLockedGovernment,
              school: m.typeLockedSchool,
            });
            return (
              <button
                key={type}
                type="button"
                className="hive-filter__option"
                aria-pressed={type === hive.type}
                disabled={loading || reason !== null}
                title={reason ?? undefined}
                onClick={() => type !== hive.type && choose(type)}
              >
                {type}
                {reason !== null && <span className="visually-hidden"> (locked)</span>}
              </button>
            );
          })}
        </div>
      )}
      {!fixed &&
        OWNER_SETTABLE_HIVE_TYPES.map((type) => {
          const reason = typeLockReason(type, verified, {
            government: m.typeLockedGovernment,
            school: m.typeLockedSchool,
          });
          return reason === null ? null : (
            <p key={type} className="field__hint">
              {reason}
            </p>
          );
        })}
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
    </Card>
  );
}
