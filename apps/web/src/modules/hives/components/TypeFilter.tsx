// The collapsible type filter of the Hives portal (spec part 1 §2, §4): a change flashes a marker
// for 2 s so the reset list is noticed.
import { HIVE_TYPES } from '@hivemind/contracts';
import { useEffect, useState } from 'react';
import { hivesMessages as m } from '../messages.js';

export const FILTER_FLASH_MS = 2000;

export interface TypeFilterProps {
  readonly value: string | null;
  readonly onChange: (type: string | null) => void;
}

export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const [open, setOpen] = useState(false);
  const [flash, setFlash] = useState(0);
  useEffect(() => {
    if (flash === 0) return undefined;
    const timer = setTimeout(() => setFlash(0), FILTER_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const choose = (type: string | null) => {
    if (type === value) return;
    onChange(type);
    setFlash((n) => n + 1);
  };
  return (
    <div className="hive-filter" data-flash={flash > 0 || undefined} data-testid="hive-type-filter">
      <button type="button" className="hive-filter__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {m.filterToggle}: {value ?? m.allTypes}
        {flash > 0 && (
          <span className="hive-filter__flash" role="status">
            {m.filterChanged}
          </span>
        )}
      </button>
      {open && (
        <div className="cluster hive-filter__options" role="group" aria-label={m.filterToggle}>
          {[null, ...HIVE_TYPES].map((type) => (
            <button
              key={type ?? 'all'}
              type="button"
              className="hive-filter__option"
              aria-pressed={type === value}
              onClick={() => choose(type)}
            >
              {type ?? m.allTypes}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
