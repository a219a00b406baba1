// The Hive detail header (spec part 1 §2): logo or initials, the breadcrumb of parent hives, name,
// type badge, the Public Square badge with its explanation, description and website; the follow
// toggle; owners get an edit mode (Save / Cancel) for name, description and website, and logo
// upload or removal.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { hiveDetailMessages as m } from '../messages.js';
import { FollowButton } from './FollowButton.js';
import { HiveAvatar } from './HiveAvatar.js';
import { HiveLogoEditor } from './HiveLogoEditor.js';
import {
  HiveHierarchyDocument,
  UpdateHiveDocument,
  type HiveRefFieldsFragment,
  type HiveViewFieldsFragment,
} from '../graphql/hives.generated.js';

export interface HiveHeaderProps {
  readonly hive: HiveViewFieldsFragment;
  readonly onOpenHive: (hive: HiveRefFieldsFragment) => void;
}

export function HiveHeader({ hive, onOpenHive }: HiveHeaderProps) {
  const [editing, setEditing] = useState(false);
  const { data } = useQuery(HiveHierarchyDocument, { variables: { id: hive.id } });
  const parents = (data?.hiveHierarchy ?? []).filter((h) => h.id !== hive.id);
  return (
    <header className="hive-detail__header" data-testid="hive-detail-header">
      <HiveAvatar name={hive.name} logo={hive.logo} size={56} />
      <div className="hive-detail__heading">
        {parents.length > 0 && (
          <ol className="hive-detail__breadcrumb" aria-label={m.breadcrumb}>
            {parents.map((p) => (
              <li key={p.id}>
                <button type="button" className="hive-detail__crumb" onClick={() => onOpenHive(p)}>
                  {p.name}
                </button>
              </li>
            ))}
          </ol>
        )}
        {editing ? (
          <HiveEditForm hive={hive} onDone={() => setEditing(false)} />
        ) : (
          <>
            <h2 className="hive-detail__name">{hive.name}</h2>
            <div className="cluster hive-detail__badges">
              <Badge tone="accent">{hive.type}</Badge>
              {hive.isPublicSquare && <Badge tone="ok">{m.publicSquare}</Badge>}
            </div>
            {hive.isPublicSquare && <p className="hive-detail__explanation">{m.publicSquareExplanation}</p>}
            {hive.description && <p className="hive-detail__description">{hive.description}</p>}
            {hive.website && (
              <a href={hive.website} target="_blank" rel="noopener noreferrer">
                {hive.website}
              </a>
            )}
            <div className="hive-detail__actions">
              {hive.viewerRole === 'owner' && (
                <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                  {m.edit}
                </Button>
              )}
              {hive.allowFollowers && <FollowButton hive={hive} />}
            </div>
          </>
        )}
      </div>
    </header>
  );
}

function HiveEditForm({ hive, onDone }: { readonly hive: HiveViewFieldsFragment; readonly onDone: () => void }) {
  const [name, setName] = useState(hive.name);
  const [description, setDescription] = useState(hive.description ?? '');
  const [website, setWebsite] = useState(hive.website ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateHiveDocument);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update({
      variables: {
        id: hive.id,
        input: { name: name.trim(), description: description.trim() || null, website: website.trim() || null },
      },
    })
      .then(onDone)
      .catch((failure: unknown) => setError(graphqlErrorText(failure, m.updateFailed)));
  };
  return (
    <form className="panel" onSubmit={save} data-testid="hive-edit-form">
      <HiveLogoEditor hive={hive} />
      <Field label={m.nameLabel} value={name} onChange={(e) => setName(e.target.value)} />
      <TextAreaField
        groupClassName="field"
        label={m.descriptionLabel}
        className="field__input hive-detail__textarea"
        value={description}
        onChange={setDescription}
      />
      <Field label={m.websiteLabel} type="url" value={website} onChange={(e) => setWebsite(e.target.value)} />
      {error !== null && <Notice tone="error">{error}</Notice>}
      <div className="hive-detail__actions">
        <Button size="sm" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button size="sm" variant="primary" type="submit" busy={loading}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
