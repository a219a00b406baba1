import { Module } from '@nestjs/common';
import { ListMatchingRepository } from './list-matching.repository.js';

export { ListMatchingRepository, type NewItem } from './list-matching.repository.js';
export { directItem } from './direct-item.js';

/**
 * What list matching reads and writes, shared by the thought pipeline (matches stored with the
 * thought, items in the lists chosen at capture) and list items (matching a thought on request).
 */
@Module({ providers: [ListMatchingRepository], exports: [ListMatchingRepository] })
export class ListMatchingModule {}
