// Bulk loading helpers: COPY (pg-copy-streams) into a temporary staging table, then one
// INSERT … SELECT … ON CONFLICT DO NOTHING into the real table, so re-running the seed inserts
// nothing twice and a unique rule (an email, a URL) never aborts the load.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';

/** Runs `fn` with a client inside one transaction (all or nothing per database). */
export async function inTransaction(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * Refreshes the planner statistics of every table after a bulk load (a freshly loaded table looks
 * empty to the planner until analyzed: the media feed then plans a sequential scan and a sort).
 */
export async function analyze(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** One value in COPY's text format (tab-separated, `\N` for null). */
function copyValue(value) {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return escapeCopy(arrayLiteral(value));
  return escapeCopy(String(value));
}

function escapeCopy(text) {
  return text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);
}

/** A PostgreSQL text[] literal: every element double-quoted, quotes and backslashes escaped. */
function arrayLiteral(items) {
  return `{${items.map((s) => `"${String(s).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Rows (arrays in column order) as COPY text, yielded in slices so huge chunks stream. */
function* copyText(rows) {
  const SLICE = 2_000;
  for (let i = 0; i < rows.length; i += SLICE) {
    let out = '';
    for (const row of rows.slice(i, i + SLICE)) out += `${row.map(copyValue).join('\t')}\n`;
    yield out;
  }
}

/** COPY rows into `table` (a staging table) through pg-copy-streams. */
export async function copyInto(client, table, columns, rows) {
  if (rows.length === 0) return;
  const stream = client.query(copyStreams.from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(copyText(rows)), stream);
}

/**
 * A temporary staging table shaped like `columns` of `table` (plus `extra` column definitions),
 * dropped at commit.
 */
export async function createStage(client, stage, table, columns, extra = []) {
  await client.query(`DROP TABLE IF EXISTS ${stage}`);
  await client.query(
    `CREATE TEMP TABLE ${stage} ON COMMIT DROP AS SELECT ${columns.join(', ')} FROM ${table} WITH NO DATA`,
  );
  for (const def of extra) await client.query(`ALTER TABLE ${stage} ADD COLUMN ${def}`);
}

/**
 * Loads rows into `table` idempotently: COPY into a staging table, then INSERT … ON CONFLICT DO
 * NOTHING. Returns how many rows were new.
 */
export async function bulkInsert(client, table, columns, rows) {
  if (rows.length === 0) return 0;
  const stage = `seed_stage_${table}`;
  await createStage(client, stage, table, columns);
  await copyInto(client, stage, columns, rows);
  const cols = columns.join(', ');
  const { rowCount } = await client.query(
    `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM ${stage} ON CONFLICT DO NOTHING`,
  );
  await client.query(`DROP TABLE ${stage}`);
  return rowCount ?? 0;
}

/** pgvector's text form of a vector (6 decimals: far below float4's precision loss that matters). */
export function vectorLiteral(values) {
  return `[${values.map((v) => v.toFixed(6)).join(',')}]`;
}
