// An Apollo link whose real link is loaded on first use: lets code that only some operations need
// (the graphql-ws socket) stay out of the first paint's JavaScript.
import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * A link that hands each operation to the link `load` resolves to, calling `load` at the first
 * operation. An operation unsubscribed while the link loads is never sent; a failed load fails the
 * operation.
 */
export function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        load().then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
