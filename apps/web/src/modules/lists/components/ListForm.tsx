// The list form of the lists portal (inline create) and of the list header (Edit List Details):
// title, description, match and item creation instructions, task-list and active flags. Submit is
// disabled while a required field is blank (spec part 3 §5); a failure shows in a red box.
import { useId, useState, type FormEvent } from 'react';
import { LIST_TITLE_MAX_LENGTH } from '@hivemind/contracts';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { isListFormComplete, type ListFormValues } from '../list-rules.js';
import { listFormMessages as m } from '../messages.js';

export interface ListFormProps {
  readonly heading: string;
  readonly initial: ListFormValues;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSubmit: (values: ListFormValues) => void;
  readonly onCancel?: () => void;
  /** Offer the active flag (edit only: a new list is active). */
  readonly withActive?: boolean;
}

export function ListForm({
  heading,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  withActive,
}: ListFormProps) {
  const [values, setValues] = useState(initial);
  const headingId = useId();
  const set = <K extends keyof ListFormValues>(key: K, value: ListFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const complete = isListFormComplete(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSubmit(values);
  };
  return (
    <form className="panel list-form" aria-labelledby={headingId} onSubmit={submit} data-testid="list-form">
      <h3 className="list-form__heading" id={headingId}>
        {heading}
      </h3>
      <Field
        label={m.title}
        value={values.title}
        maxLength={LIST_TITLE_MAX_LENGTH}
        required
        onChange={(e) => set('title', e.target.value)}
      />
      <Field label={m.description} value={values.description} onChange={(e) => set('description', e.target.value)} />
      <TextAreaField
        groupClassName="field"
        label={m.matchInstructions}
        hint={m.matchHint}
        className="field__input list-form__textarea"
        rows={2}
        required
        value={values.matchInstructions}
        onChange={(v) => set('matchInstructions', v)}
      />
      <TextAreaField
        groupClassName="field"
        label={m.itemInstructions}
        hint={m.itemHint}
        className="field__input list-form__textarea"
        rows={2}
        required
        value={values.itemCreationInstructions}
        onChange={(v) => set('itemCreationInstructions', v)}
      />
      <label className="list-form__check">
        <input type="checkbox" checked={values.isTaskList} onChange={(e) => set('isTaskList', e.target.checked)} />
        {m.isTaskList}
      </label>
      {withActive === true && (
        <label className="list-form__check">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          {m.isActive}
        </label>
      )}
      {!complete && <p className="hint">{m.required}</p>}
      {error !== null && (
        <p className="list-form__error" role="alert" data-testid="list-form-error">
          {error}
        </p>
      )}
      <div className="list-form__actions">
        {onCancel !== undefined && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
        <Button type="submit" variant="primary" size="sm" disabled={!complete} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
