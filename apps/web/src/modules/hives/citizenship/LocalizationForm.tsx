// The localization form (spec part 2 §2.12, §4): cascading pickers country → state → city →
// neighbourhood, Save only when changed, fields disabled with the reason when a level cannot change.
import { useMutation, useQuery } from '@apollo/client/react';
import { CITIZENSHIP_LEVELS, CITIZENSHIP_TYPE, type CitizenshipLevel } from '@hivemind/contracts';
import { useEffect, useId, useReducer, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import {
  changedLevels,
  isDirty,
  isLevelVisible,
  localizationReducer,
  NO_LEVELS,
  type LevelChoice,
} from './localization.js';
import { citizenshipMessages as m } from './messages.js';
import {
  LocalizationHivesDocument,
  MyCitizenshipDocument,
  MyCitizenshipLogsDocument,
  UpdateLocalizationDocument,
  type MyCitizenshipQuery,
} from '../graphql/citizenship.generated.js';
import { MyCitizenshipHivesDocument } from '../graphql/hives.generated.js';

export function LocalizationForm() {
  const { data, error, refetch } = useQuery(MyCitizenshipDocument, { fetchPolicy: 'cache-and-network' });
  if (data === undefined) {
    if (error !== undefined) {
      return <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.loadFailed}</ErrorState>;
    }
    return (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="10rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  return <LoadedForm citizenship={data.myCitizenship} />;
}

function LoadedForm({ citizenship }: { readonly citizenship: MyCitizenshipQuery['myCitizenship'] }) {
  const [state, dispatch] = useReducer(localizationReducer, { saved: NO_LEVELS, current: NO_LEVELS });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; lines: string[] } | null>(null);
  const [save, { loading }] = useMutation(UpdateLocalizationDocument, {
    refetchQueries: [MyCitizenshipDocument, MyCitizenshipLogsDocument, MyCitizenshipHivesDocument],
  });
  const { country, state: st, city, neighborhood } = citizenship;
  useEffect(() => {
    dispatch({ kind: 'loaded', levels: { country, state: st, city, neighborhood } });
  }, [country, st, city, neighborhood]);

  const submit = () => {
    const changed = changedLevels(state);
    setNotice(null);
    save({
      variables: {
        ...('country' in changed ? { countryHiveId: changed.country } : {}),
        ...('state' in changed ? { stateHiveId: changed.state } : {}),
        ...('city' in changed ? { cityHiveId: changed.city } : {}),
        ...('neighborhood' in changed ? { neighborhoodHiveId: changed.neighborhood } : {}),
      },
    })
      .then(({ data }) => {
        const result = data?.updateLocalization;
        if (result === undefined) throw new Error(m.saveFailed);
        if (result.success) setNotice({ tone: 'success', lines: [result.message || m.updated] });
        else if (result.type === 'rate_limit') setNotice({ tone: 'error', lines: [m.rateLimited, ...result.details] });
        else setNotice({ tone: 'error', lines: [result.message || m.saveFailed] });
      })
      .catch((failure: unknown) => setNotice({ tone: 'error', lines: [graphqlErrorText(failure, m.saveFailed)] }));
  };

  const dirty = isDirty(state);
  return (
    <Card title={m.formTitle} description={m.formLead} data-testid="localization-form">
      <div className="hive-section">
        {CITIZENSHIP_LEVELS.filter((level) => isLevelVisible(state.current, level)).map((level, index) => {
          const parentLevel = index > 0 ? CITIZENSHIP_LEVELS[index - 1] : undefined;
          const limit = citizenship.rateLimits.find((r) => r.level === level);
          return (
            <LevelPicker
              key={level}
              level={level}
              parentId={parentLevel === undefined ? null : (state.current[parentLevel]?.id ?? null)}
              value={state.current[level]}
              disabledReason={limit === undefined || limit.canUpdate ? null : (limit.reason ?? m.cannotUpdate(level))}
              onChoose={(choice) => dispatch({ kind: 'choose', level, choice })}
            />
          );
        })}
      </div>
      {notice !== null && (
        <Notice tone={notice.tone}>
          {notice.lines.map((line) => (
            <span key={line} className="hive-notice-line">
              {line}
            </span>
          ))}
        </Notice>
      )}
      {dirty && (
        <div className="hive-detail__actions">
          <Button size="sm" variant="ghost" onClick={() => dispatch({ kind: 'reset' })}>
            {m.cancel}
          </Button>
          <Button size="sm" variant="primary" busy={loading} onClick={submit}>
            {m.save}
          </Button>
        </div>
      )}
    </Card>
  );
}

interface LevelPickerProps {
  readonly level: CitizenshipLevel;
  readonly parentId: string | null;
  readonly value: LevelChoice | null;
  readonly disabledReason: string | null;
  readonly onChoose: (choice: LevelChoice | null) => void;
}

function LevelPicker({ level, parentId, value, disabledReason, onChoose }: LevelPickerProps) {
  const id = useId();
  const { data } = useQuery(LocalizationHivesDocument, { variables: { type: CITIZENSHIP_TYPE[level], parentId } });
  const options = data?.localizationHives ?? [];
  // The chosen hive stays selectable while the options load (or if the picker's list leaves it out).
  const all = value !== null && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {m.level[level]}
      </label>
      <select
        id={id}
        className="field__input"
        value={value?.id ?? ''}
        disabled={disabledReason !== null}
        aria-describedby={disabledReason !== null ? `${id}-reason` : undefined}
        onChange={(event) => onChoose(all.find((o) => o.id === event.target.value) ?? null)}
      >
        <option value="">{m.none}</option>
        {all.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {disabledReason !== null && (
        <p className="field__hint" id={`${id}-reason`}>
          {disabledReason}
        </p>
      )}
    </div>
  );
}
