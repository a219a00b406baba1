// /post/{id}: the shareable link of a post. The post view itself arrives with the posts issue; until
// then the page says so and leads home.
import { Button } from '../../ui/Button.js';
import { EmptyState } from '../../ui/EmptyState.js';

export function PostPage({ postId }: { readonly postId: string }) {
  return (
    <div className="doc-page">
      <header className="doc-page__header">
        <a className="auth-page__brand" href="/">
          <span className="shell__logo" aria-hidden="true" />
          Hivemind
        </a>
      </header>
      <main className="doc-page__main">
        <h1 className="doc__title">Post</h1>
        <EmptyState
          kind="pending"
          title="Posts are on their way"
          action={
            <Button asChild variant="primary">
              <a href="/">Go to Hivemind</a>
            </Button>
          }
        >
          {`The post view arrives with the posts release of Hivemind. This link (post ${postId}) will open it then.`}
        </EmptyState>
      </main>
    </div>
  );
}
