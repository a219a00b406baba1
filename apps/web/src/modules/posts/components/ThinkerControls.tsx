// Thinker Controls (spec 2 §2.1, §4 "Post moderation and thinker controls", §5, §8): the author,
// holding canPost, edits the classification and toggles visibility. Classification is locked when
// others voted or the post is moderated (the spec's two texts); success reads 'Category updated to
// X' or 'Thought Type updated to X' for 3 s; a failure reverts the selector and shows the error for
// 5 s. Visibility cannot be changed while moderated; a failed toggle is logged only.
import { CATEGORIES, THOUGHT_TYPES } from '@hivemind/contracts';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Notice } from '../../../ui/Notice.js';
import { useTimedNotice } from '../../../lib/use-timed-notice.js';
import { classificationLock, label } from '../display.js';
import { postMessages as m } from '../messages.js';
import { PostIcon } from './PostIcons.js';
import {
  SetPostClassificationDocument,
  TogglePostVisibilityDocument,
  type PostCardFieldsFragment,
} from '../graphql/posts.generated.js';

export const CLASSIFICATION_SUCCESS_MS = 3000;
export const CLASSIFICATION_ERROR_MS = 5000;

type Field = 'category' | 'thoughtType';

const CLASSIFICATION_FIELDS: readonly { field: Field; text: string; values: readonly string[] }[] = [
  { field: 'category', text: m.category, values: CATEGORIES },
  { field: 'thoughtType', text: m.thoughtType, values: THOUGHT_TYPES },
];

export function ThinkerControls({ post }: { readonly post: PostCardFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section className="post-section thinker" data-testid="thinker-controls">
      <h3 className="post-section__title">
        <button
          type="button"
          className="thinker__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
        >
          {m.thinkerControls}
          <PostIcon name="chevron" size={16} />
        </button>
      </h3>
      {open && (
        <div id={regionId} className="thinker__body">
          <Classification post={post} />
          <Visibility post={post} />
        </div>
      )}
    </section>
  );
}

function Classification({ post }: { readonly post: PostCardFieldsFragment }) {
  const lock = classificationLock(post);
  const { notice, show } = useTimedNotice();
  // The value being saved shows at once; a failure drops it so the selector shows the post's again.
  const [saving, setSaving] = useState<{ field: Field; value: string } | null>(null);
  const [classify] = useMutation(SetPostClassificationDocument);

  const change = (field: Field, value: string) => {
    if (lock !== null || value === (post[field] ?? '')) return;
    setSaving({ field, value });
    classify({ variables: { postId: post.id, [field]: value } })
      .then(() => {
        const text = field === 'category' ? m.categoryUpdated(label(value)) : m.thoughtTypeUpdated(label(value));
        show('success', text, CLASSIFICATION_SUCCESS_MS);
      })
      .catch((error: unknown) =>
        show('error', graphqlErrorText(error, m.classificationFailed), CLASSIFICATION_ERROR_MS),
      )
      .finally(() => setSaving(null));
  };
  const valueOf = (field: Field) => (saving?.field === field ? saving.value : (post[field] ?? ''));

  return (
    <div className="thinker__group" data-testid="thinker-classification">
      {CLASSIFICATION_FIELDS.map(({ field, text, values }) => (
        <ClassificationSelect
          key={field}
          label={text}
          value={valueOf(field)}
          values={values}
          unset={post[field] === null}
          disabled={lock !== null || saving !== null}
          onChange={(value) => change(field, value)}
        />
      ))}
      {lock !== null && <Notice tone="info">{lock}</Notice>}
      {notice !== null && (
        <Notice key={notice.id} tone={notice.tone}>
          {notice.text}
        </Notice>
      )}
    </div>
  );
}

/** One classification selector: the post's value ('Not set' while it has none) and the spec's choices. */
function ClassificationSelect(props: {
  readonly label: string;
  readonly value: string;
  readonly values: readonly string[];
  readonly unset: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="thinker__row">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="field__input thinker__select"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.unset && <option value="">{m.notSet}</option>}
        {props.values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Visibility({ post }: { readonly post: PostCardFieldsFragment }) {
  const [toggle, { loading }] = useMutation(TogglePostVisibilityDocument);
  const moderated = post.moderatedAt !== null;
  return (
    <div className="thinker__group" data-testid="thinker-visibility">
      <div className="thinker__row">
        <span className="field__label">{m.visibility}</span>
        <span className={post.isPublic ? 'badge badge--ok' : 'badge badge--warn'} data-testid="visibility-state">
          {post.isPublic ? m.visibilityPublic : m.visibilityHidden}
        </span>
        <Button
          size="sm"
          variant="secondary"
          busy={loading}
          disabled={moderated}
          onClick={() => {
            toggle({ variables: { postId: post.id } }).catch((error: unknown) =>
              console.warn('Visibility toggle failed', error),
            );
          }}
        >
          {post.isPublic ? m.makeHidden : m.makePublic}
        </Button>
      </div>
      <p className="hint">
        {moderated ? m.visibilityModerated : post.isPublic ? m.visibilityPublicHint : m.visibilityHiddenHint}
      </p>
    </div>
  );
}
