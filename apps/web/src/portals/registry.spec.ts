import { describe, expect, it } from '@jest/globals';
import { THINKING_AGENT_NAME } from '@hivemind/contracts';
import { PORTAL_REGISTRY, portalDefinition } from './registry.js';
import { PORTAL_TYPES, portalTypeInfo } from '../shell/manager/portal-types.js';

describe('portal registry', () => {
  it('covers every type of the spec table with a title and a component', () => {
    expect(PORTAL_TYPES).toHaveLength(48);
    for (const type of PORTAL_TYPES) {
      expect(PORTAL_REGISTRY[type].title.length).toBeGreaterThan(0);
      expect(PORTAL_REGISTRY[type].component).toBeDefined();
    }
  });

  it('uses the default titles the spec gives', () => {
    const titles = Object.fromEntries(PORTAL_TYPES.map((type) => [type, portalTypeInfo(type).title]));
    expect(titles).toMatchObject({
      // Spec part 3 §2.14: the agent portal is titled with the thinking agent's name.
      agent: THINKING_AGENT_NAME,
      control: 'Hivemind',
      'guest-control': 'Hivemind',
      streams: 'Streams',
      'hive-details': 'Hive Details',
      'manage-hives': 'Public Square Hives',
      'media-feed': 'MediaFeed',
      'ug-portal': 'Portal Viewer',
      'my-posts-portal': 'MyPosts',
      'citizenship-portal': 'Citizenship',
      'my-thoughts-portal': 'MyThoughts',
      'storm-portal': 'Storm',
    });
  });

  it('marks the placeholder types and the removed generate-video portal', () => {
    const placeholders = PORTAL_TYPES.filter((type) => portalTypeInfo(type).kind === 'placeholder');
    expect(placeholders.sort()).toEqual(['details', 'notifications', 'search', 'team-management'].sort());
    expect(portalTypeInfo('generate-video').kind).toBe('removed');
  });

  it('gives unknown types (even prototype names) the placeholder', () => {
    for (const type of ['no-such-portal', 'constructor', 'toString']) {
      expect(portalTypeInfo(type)).toEqual({ title: 'Portal', kind: 'placeholder' });
      expect(portalDefinition(type).component).toBe(portalDefinition('search').component);
    }
  });
});
