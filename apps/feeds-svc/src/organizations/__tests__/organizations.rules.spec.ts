import { describe, expect, it } from '@jest/globals';
import type { HierarchyStreamRow } from '../organizations.repository.js';
import { hierarchyEdges } from '../organizations.service.js';

const row = (id: string, parentId: string | null): HierarchyStreamRow => ({
  id,
  parentId,
  name: id,
  description: null,
  type: 'topic',
  logoUrl: null,
  level: 1,
  isActive: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('stream connections of an organization hierarchy (spec 3 §3 Stream: relationship child)', () => {
  it('are the parent → child edges among the streams answered', () => {
    const rows = [row('org', 'topic'), row('dept', 'org'), row('product', 'dept')];
    expect(hierarchyEdges(rows)).toEqual([
      { sourceId: 'org', targetId: 'dept', relationship: 'child' },
      { sourceId: 'dept', targetId: 'product', relationship: 'child' },
    ]);
  });
});
