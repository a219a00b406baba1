// feeds-svc's read pools (read-pool.ts) prepare each statement text once per connection, up to a bound.
import { afterAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@hivemind/common';
import { ReadPool } from '../read-pool.js';

const pools: ReadPool[] = [];
const open = (maxPrepared?: number): ReadPool => {
  const pool = new ReadPool(process.env.FEEDS_DATABASE_URL!, createLogger('test', 'silent'), 'test', {}, maxPrepared);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.end())));

/** The statements prepared on the connection that answers (one read at a time: always the same one). */
const LIST = 'select statement from pg_prepared_statements order by prepare_time';
const prepared = async (pool: ReadPool): Promise<string[]> =>
  (await pool.rows<{ statement: string }>(LIST, [])).map((r) => r.statement);

describe('ReadPool', () => {
  it('prepares a statement text once and runs it again by name, with new values each time', async () => {
    const pool = open();
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(await pool.rows<{ n: number }>('select $1::int * 2 as n', [n]));
    expect(answers.map((rows) => rows[0]!.n)).toEqual([2, 4, 6]);
    expect(await prepared(pool)).toEqual(['select $1::int * 2 as n', LIST]);
  });

  it('reads through a cursor batch by batch, stops where the reader stops, and survives a failing statement', async () => {
    const pool = open();
    const seen = await pool.cursor<{ n: number }, number[]>('select generate_series(1, 10) as n', [], async (read) => {
      const first = await read(4);
      const second = await read(4);
      return [...first, ...second].map((r) => r.n);
    });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(pool.cursor('select 1 / $1::int as n', [0], (read) => read(1))).rejects.toThrow(/division by zero/);
    expect(await pool.rows('select $1::int as n', [7])).toEqual([{ n: 7 }]);
  });

  it('prepares no more than its bound of texts; the others run unnamed, and still answer', async () => {
    const pool = open(3);
    await pool.rows('select 1 as a', []);
    await pool.rows('select 2 as b', []);
    expect(await prepared(pool)).toEqual(['select 1 as a', 'select 2 as b', LIST]);
    expect(await pool.rows('select 3 as c', [])).toEqual([{ c: 3 }]);
    expect(await prepared(pool)).toEqual(['select 1 as a', 'select 2 as b', LIST]);
  });
});
