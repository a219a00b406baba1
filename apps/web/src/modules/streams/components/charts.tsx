// The dashboards' two charts, drawn as plain SVG and HTML rather than with a charting library: a
// sentiment donut (four slices) and horizontal count bars (thought types). Both are a handful of
// shapes, so a library (uPlot, Chart.js, Recharts or visx: tens of KB gzip each) would add weight
// to the portal's chunk and give nothing these need; canvas-drawn charts would also be invisible to
// screen readers and blind to the theme. Here every value is also text (the legend, the bar labels),
// colours are the theme's tokens (light and dark), and nothing animates.
import { sentimentSlices, shareText, type SentimentCounts } from '../display.js';
import { streamMessages as m } from '../messages.js';

const RADIUS = 15.915; // circumference 100: a slice's share in percent is its dash length
const STROKE = 6;

export function SentimentDonut({
  counts,
  label,
  size = 112,
}: {
  readonly counts: SentimentCounts;
  readonly label: string;
  readonly size?: number;
}) {
  const { total, slices } = sentimentSlices(counts);
  let offset = 0;
  return (
    <figure className="sentiment-chart" data-testid="sentiment-chart">
      <svg
        className="sentiment-chart__donut"
        viewBox="0 0 42 42"
        width={size}
        height={size}
        role="img"
        aria-label={`${label}: ${slices.map((s) => `${m.sentimentLabels[s.sentiment]} ${s.count}`).join(', ')}`}
      >
        <circle className="sentiment-chart__track" cx="21" cy="21" r={RADIUS} fill="none" strokeWidth={STROKE} />
        {slices
          .filter((s) => s.count > 0)
          .map((s) => {
            const length = s.share * 100;
            const circle = (
              <circle
                key={s.sentiment}
                className={`sentiment-chart__slice sentiment--${s.sentiment}`}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${100 - length}`}
                // Slices start at 12 o'clock and run clockwise.
                strokeDashoffset={25 - offset}
              />
            );
            offset += length;
            return circle;
          })}
        <text className="sentiment-chart__total" x="21" y="22.5" textAnchor="middle">
          {total.toLocaleString('en-US')}
        </text>
      </svg>
      <figcaption>
        <ul className="sentiment-legend">
          {slices.map((s) => (
            <li key={s.sentiment} className="sentiment-legend__item" data-sentiment={s.sentiment}>
              <span className={`sentiment-dot sentiment--${s.sentiment}`} aria-hidden="true" />
              <span className="sentiment-legend__name">{m.sentimentLabels[s.sentiment]}</span>
              <span className="sentiment-legend__count">{s.count.toLocaleString('en-US')}</span>
              <span className="sentiment-legend__share">{shareText(s.count, total)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export interface BarRow {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  /** The share shown beside the count ('42.5%'). */
  readonly share: string;
}

/** Horizontal bars, each as long as its count against the largest; label, count and share as text. */
export function CountBars({
  rows,
  label,
  testId,
}: {
  readonly rows: readonly BarRow[];
  readonly label: string;
  readonly testId?: string;
}) {
  const max = rows.reduce((n, r) => Math.max(n, r.count), 0);
  return (
    <ul className="count-bars" aria-label={label} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className="count-bars__row">
          <span className="count-bars__label">{row.label}</span>
          <span className="count-bars__value">
            {row.count.toLocaleString('en-US')} <span className="count-bars__share">({row.share})</span>
          </span>
          <span className="count-bars__track" aria-hidden="true">
            <span
              className="count-bars__bar"
              style={{ width: `${max === 0 ? 0 : Math.max(2, (row.count / max) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A thin stacked bar of the four sentiments (stream rows and cards); its numbers are in the title. */
export function SentimentStrip({ counts }: { readonly counts: SentimentCounts }) {
  const { total, slices } = sentimentSlices(counts);
  const summary = slices.map((s) => `${m.sentimentLabels[s.sentiment]} ${s.count}`).join(', ');
  return (
    <span className="sentiment-strip" role="img" aria-label={`${m.sentiment}: ${summary}`} title={summary}>
      {total > 0 &&
        slices
          .filter((s) => s.count > 0)
          .map((s) => (
            <span
              key={s.sentiment}
              className={`sentiment-strip__part sentiment--${s.sentiment}`}
              style={{ flexGrow: s.count }}
            />
          ))}
    </span>
  );
}
