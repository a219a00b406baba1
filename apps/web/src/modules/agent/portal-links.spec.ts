import { describe, expect, it } from '@jest/globals';
import { AgentLinks } from '@hivemind/contracts';
import { isSafeExternalLink, portalLink } from './portal-links.js';

describe('links in a reply', () => {
  it('open the portals contracts’ AgentLinks point at, with their props', () => {
    expect(portalLink(AgentLinks.thought('t-1'))).toEqual({ type: 'thought', props: { thoughtId: 't-1' } });
    expect(portalLink(AgentLinks.list('l-1'))).toEqual({ type: 'list', props: { listId: 'l-1' } });
    expect(portalLink(AgentLinks.thread('th-1'))).toEqual({ type: 'thread-details', props: { threadId: 'th-1' } });
  });

  it('anything else is not a portal', () => {
    expect(portalLink('https://example.com/portal/thought')).toBeNull();
    expect(portalLink('/portal/')).toBeNull();
    expect(portalLink('/portal/a/b')).toBeNull();
    expect(portalLink(undefined)).toBeNull();
  });

  it('only http(s) and mailto leave the app', () => {
    expect(isSafeExternalLink('https://example.com')).toBe(true);
    expect(isSafeExternalLink('mailto:a@b.c')).toBe(true);
    expect(isSafeExternalLink('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalLink(undefined)).toBe(false);
  });
});
