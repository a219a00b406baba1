// Entry point: one Apollo Client (HTTP + graphql-ws) for the page, then the portal shell.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClients } from './api/client.js';
import { LiveStatusContext } from './api/live-status.js';
import { Shell } from './shell/Shell.js';
import './shell/theme.css';
import './shell/shell.css';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');

const clients = createApiClients();

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={clients.apollo}>
      <LiveStatusContext.Provider value={clients.live}>
        <Shell />
      </LiveStatusContext.Provider>
    </ApolloProvider>
  </StrictMode>,
);
