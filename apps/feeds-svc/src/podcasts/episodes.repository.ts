import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { EpisodePerson } from './episode.model.js';

/** An episode as stored, with its featured people in the order it lists them. */
export interface EpisodeRow {
  id: string;
  podcastId: string;
  title: string;
  description: string | null;
  publishedAt: Date | null;
  durationSec: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  audioUrl: string | null;
  videoUrl: string | null;
  websiteUrl: string | null;
  persons: EpisodePerson[];
}

const EPISODE_SELECT = {
  id: true,
  podcastId: true,
  title: true,
  description: true,
  publishedAt: true,
  durationSec: true,
  seasonNumber: true,
  episodeNumber: true,
  audioUrl: true,
  videoUrl: true,
  websiteUrl: true,
  persons: { orderBy: { position: 'asc' }, select: { personId: true, name: true, role: true } },
} as const;

@Injectable()
export class EpisodesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** A window of the podcast's episodes, newest first (unknown publication dates last). */
  page(podcastId: string, offset: number, take: number): Promise<EpisodeRow[]> {
    return this.prisma.podcastEpisode.findMany({
      where: { podcastId },
      orderBy: [{ publishedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      skip: offset,
      take,
      select: EPISODE_SELECT,
    });
  }

  byId(id: string): Promise<EpisodeRow | null> {
    return this.prisma.podcastEpisode.findUnique({ where: { id }, select: EPISODE_SELECT });
  }
}
