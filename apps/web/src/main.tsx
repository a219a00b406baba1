// Entry point: one Apollo Client (HTTP + graphql-ws) for the page, then the page of the route:
// the portal shell, or one of the few real routes (lazy chunks, so the shell's first paint stays
// small).
import { ApolloProvider } from '@apollo/client/react';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
// The design system's styles first: every feature's stylesheet, imported by its components below,
// then comes after them in the cascade and may refine a shared class.
import './ui/tokens.css';
import './ui/ui.css';
import { createApiClients } from './api/client.js';
import { LiveStatusContext } from './api/live-status.js';
import { routeOf, type Route } from './routes.js';
import { Shell } from './shell/Shell.js';
import { startThemeSync } from './shell/theme/theme-store.js';
import './shell/shell.css';

const RegisterPage = lazy(() => import('./pages/register/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const LegalPage = lazy(() => import('./pages/legal/LegalPage.js').then((m) => ({ default: m.LegalPage })));
const PostPage = lazy(() => import('./pages/post/PostPage.js').then((m) => ({ default: m.PostPage })));

function Page({ route }: { readonly route: Route }) {
  switch (route.page) {
    case 'shell':
      return <Shell />;
    case 'register':
      return <RegisterPage />;
    case 'terms':
    case 'privacy':
      return <LegalPage document={route.page} />;
    case 'post':
      return <PostPage postId={route.postId} />;
  }
}

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');

startThemeSync();
const clients = createApiClients();
// The socket opens once the page has loaded (its code is not part of the first paint), so the Live
// dot shows its real state from then on; a failed load leaves the dot 'closed'.
const connectSocket = () => void clients.connectSocket().catch(() => undefined);
if (document.readyState === 'complete') connectSocket();
else window.addEventListener('load', connectSocket, { once: true });

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={clients.apollo}>
      <LiveStatusContext.Provider value={clients.live}>
        <Suspense fallback={<div className="page-loading" aria-hidden="true" />}>
          <Page route={routeOf(window.location.pathname)} />
        </Suspense>
      </LiveStatusContext.Provider>
    </ApolloProvider>
  </StrictMode>,
);
