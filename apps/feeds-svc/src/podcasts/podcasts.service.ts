import { Inject, Injectable, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { clampLimit, isUuid } from '@hivemind/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import type { Podcast } from './podcast.model.js';
import { PodcastException } from './podcasts.exception.js';
import { PodcastsRepository } from './podcasts.repository.js';

/**
 * How long a stream's podcast filter options are reused: every page of the stream feed asks, and one
 * read (the stream's daily podcast rollup rows) serves them all; a podcast gained or lost shows in the
 * options within this time.
 */
export const STREAM_PODCASTS_TTL_MS = 30_000;

/** The cache's time source (tests pass their own clock). */
export const STREAM_PODCASTS_CLOCK = Symbol('STREAM_PODCASTS_CLOCK');

/**
 * Podcasts (spec 3 §2.10, §3 Podcast, §7 Media entities): the tracked ones, one podcast, and the
 * stream feed's podcast filter.
 */
@Injectable()
export class PodcastsService {
  private readonly streamPodcasts: LRUCache<string, Podcast[]>;

  constructor(
    private readonly repo: PodcastsRepository,
    @Optional() @Inject(STREAM_PODCASTS_CLOCK) clock?: { now(): number },
  ) {
    // fetch() shares one scan between concurrent requests for the same stream.
    this.streamPodcasts = new LRUCache<string, Podcast[]>({
      max: 10_000,
      ttl: STREAM_PODCASTS_TTL_MS,
      // Read the clock on every get (no 1 ms caching of it): a handful of reads per feed page.
      ttlResolution: 0,
      fetchMethod: (streamId) => this.repo.withPostsInStream(streamId),
      ...(clock ? { perf: clock } : {}),
    });
  }

  /** Tracked podcasts, ordered by title. */
  tracked(limit: number | null | undefined): Promise<Podcast[]> {
    return this.repo.tracked(clampLimit(limit, PAGE_SIZE));
  }

  /** GET /api/podcasts/{id}: any podcast by id; NOT_FOUND 'Podcast not found.' otherwise. */
  async byId(id: string): Promise<Podcast> {
    const podcast = isUuid(id) ? await this.repo.byId(id) : null;
    if (!podcast) throw PodcastException.podcastNotFound();
    return podcast;
  }

  /**
   * The stream feed's podcast filter options (spec 2 §7 filterOptions.podcasts): podcasts with a post
   * tagged to the stream, by title. Only posts every feed may show count (public, not moderated), so
   * the answer is the same for every viewer, and kept for STREAM_PODCASTS_TTL_MS.
   */
  async withPostsInStream(streamId: string): Promise<Podcast[]> {
    // Not an id names no stream (the feed beside it reports the bad input).
    if (!isUuid(streamId)) return [];
    return (await this.streamPodcasts.fetch(streamId)) ?? [];
  }
}
