import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { lastValueFrom, of, toArray } from 'rxjs';
import { deferredLink } from './deferred-link.js';

const TICKS = gql`
  subscription Ticks {
    tick
  }
`;

function run(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return ApolloLink.execute(link, { query: TICKS }, { client });
}

/** A stand-in for the socket's link: answers every operation with two ticks. */
function ticker() {
  const request = jest.fn(() => of({ data: { tick: 1 } }, { data: { tick: 2 } }));
  return { link: new ApolloLink(request), request };
}

describe('the socket link loaded on first use', () => {
  it('loads the real link at the first operation, not before, and passes its results on', async () => {
    const { link } = ticker();
    const load = jest.fn(() => Promise.resolve(link));
    const deferred = deferredLink(load);
    expect(load).not.toHaveBeenCalled();
    const results = await lastValueFrom(run(deferred).pipe(toArray()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data)).toEqual([{ tick: 1 }, { tick: 2 }]);
  });

  it('never sends an operation unsubscribed while the link was loading', async () => {
    const { link, request } = ticker();
    let resolve: (link: ApolloLink) => void = () => undefined;
    const loading = new Promise<ApolloLink>((r) => (resolve = r));
    const subscription = run(deferredLink(() => loading)).subscribe(() => undefined);
    subscription.unsubscribe();
    resolve(link);
    await loading;
    await Promise.resolve();
    expect(request).not.toHaveBeenCalled();
  });

  it('fails the operation when the link cannot be loaded', async () => {
    const failed = new Error('Failed to fetch dynamically imported module');
    await expect(lastValueFrom(run(deferredLink(() => Promise.reject(failed))))).rejects.toBe(failed);
  });
});
