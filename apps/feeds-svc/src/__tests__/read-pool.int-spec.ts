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

  it('prepares no more than its bound of texts; the others run unnamed, and still answer', async () => {
    const pool = open(3);
    await pool.rows('select 1 as a', []);
    await pool.rows('select 2 as b', []);
    expect(await prepared(pool)).toEqual(['select 1 as a', 'select 2 as b', LIST]);
    expect(await pool.rows('select 3 as c', [])).toEqual([{ c: 3 }]);
    expect(await prepared(pool)).toEqual(['select 1 as a', 'select 2 as b', LIST]);
  });
});
