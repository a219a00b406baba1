// A titled section of the Hives portal (MY PRIVATE HIVES, FOLLOWING…) with its rows or empty text.
import type { ReactNode } from 'react';
import { HiveRow, type HiveRowData } from './HiveRow.js';

export interface HiveSectionProps {
  readonly title: string;
  readonly hives: readonly HiveRowData[];
  readonly empty: ReactNode;
  readonly onOpen: (hive: HiveRowData) => void;
  readonly action?: ReactNode;
  readonly testId: string;
}

export function HiveSection({ title, hives, empty, onOpen, action, testId }: HiveSectionProps) {
  return (
    <section className="hive-section" data-testid={testId} aria-label={title}>
      <header className="split-row">
        <h3 className="hive-section__title">{title}</h3>
        {action}
      </header>
      {hives.length === 0 ? (
        <p className="hive-section__empty">{empty}</p>
      ) : (
        <ul className="item-list">
          {hives.map((hive) => (
            <HiveRow key={hive.id} hive={hive} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
