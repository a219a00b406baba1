import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import { MEDIA_AGENT_USER_ID, type FeedEpisode } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';

export interface FeedToRead {
  podcastId: string;
  feedUrl: string;
  /** When the read was due (the run key of its flow); null when never read. */
  dueAt: Date | null;
}

/** What storing one episode wrote: the posts to send through the post pipeline. */
export interface StoredEpisode {
  episodeId: string;
  posts: { id: string; content: string }[];
}

/** "Ana María Ruiz" → first name "Ana", last name "María Ruiz" (the person table's two columns). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? name, lastName: words.slice(1).join(' ') };
}

const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Podcast feeds (issue 17): which feeds are due, and the writes of store-podcast-feed. Each episode
 * is stored in ONE transaction (the episode by podcast and guid, its persons, the posts quoting its
 * transcript by episode and segment index, their activity rollups and owed post pipelines), so a
 * crash between episodes loses nothing and a repeat adds nothing.
 */
@Injectable()
export class PodcastFeedsRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly rollups: ActivityRollupsRepository,
  ) {}

  /** Tracked podcasts with a feed whose next read is due (never read first), at most `limit`. */
  async due(now: Date, limit: number): Promise<FeedToRead[]> {
    const rows = await this.prisma.podcast.findMany({
      where: {
        isTracked: true,
        feedUrl: { not: null },
        OR: [{ feedNextCheckAt: null }, { feedNextCheckAt: { lte: now } }],
      },
      orderBy: [{ feedNextCheckAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
      take: limit,
      select: { id: true, feedUrl: true, feedNextCheckAt: true },
    });
    return rows.map((r) => ({ podcastId: r.id, feedUrl: r.feedUrl!, dueAt: r.feedNextCheckAt }));
  }

  async feedOf(podcastId: string): Promise<FeedToRead | null> {
    const row = await this.prisma.podcast.findUnique({
      where: { id: podcastId },
      select: { id: true, feedUrl: true, feedNextCheckAt: true },
    });
    return row?.feedUrl ? { podcastId: row.id, feedUrl: row.feedUrl, dueAt: row.feedNextCheckAt } : null;
  }

  /**
   * Guids of the podcast's episodes that need nothing more from the feed: read from it and either
   * without a transcript or with their transcript's posts stored.
   */
  async knownGuids(podcastId: string): Promise<string[]> {
    const rows = await this.prisma.podcastEpisode.findMany({
      where: {
        podcastId,
        guid: { not: null },
        OR: [{ transcriptUrl: null }, { transcriptIngestedAt: { not: null } }],
      },
      select: { guid: true },
    });
    return rows.map((r) => r.guid!);
  }

  /** The planet hive (where posts quoting transcripts go), or null when feeds-svc knows none. */
  async planetHiveId(): Promise<string | null> {
    const hive = await this.prisma.hiveReadModel.findFirst({
      where: { type: 'Planet' },
      orderBy: { name: 'asc' },
      select: { hiveId: true },
    });
    return hive?.hiveId ?? null;
  }

  /**
   * In one transaction: the episode (created, or its feed fields refreshed), its persons (a person
   * row per name, found or created, linked in the feed's order), and when its transcript was read
   * and not yet stored, one post per segment (in `hiveId`, by the media agent, with the podcast,
   * episode, speaker and segment index; content_creators: the episode's person of the speaker's
   * name), their activity rollups and their owed post pipelines; then the transcript marked stored.
   * Posts that exist (a repeat) are skipped and not returned.
   */
  storeEpisode(
    podcastId: string,
    hiveId: string,
    episode: FeedEpisode,
    owes?: (post: { id: string; content: string }) => FlowStartRecord,
  ): Promise<StoredEpisode> {
    return this.prisma.$transaction(async (tx) => {
      const host = episode.persons.find((p) => p.role === 'host') ?? episode.persons[0];
      const fields = {
        title: episode.title,
        description: episode.description,
        speakerName: host?.name ?? null,
        publishedAt: episode.publishedAt ? new Date(episode.publishedAt) : null,
        durationSec: episode.durationSec,
        seasonNumber: episode.seasonNumber,
        episodeNumber: episode.episodeNumber,
        audioUrl: episode.audioUrl,
        videoUrl: episode.videoUrl,
        websiteUrl: episode.websiteUrl,
        transcriptUrl: episode.transcriptUrl,
      };
      const row = await tx.podcastEpisode.upsert({
        where: { podcastId_guid: { podcastId, guid: episode.guid } },
        create: { podcastId, guid: episode.guid, ...fields },
        update: fields,
        select: { id: true, transcriptIngestedAt: true },
      });

      const personOf = new Map<string, string>();
      for (const [position, person] of episode.persons.entries()) {
        // One person row per name, even when two feeds name them at once.
        await tx.$executeRawUnsafe('select pg_advisory_xact_lock(hashtext($1))', `person:${nameKey(person.name)}`);
        const { firstName, lastName } = splitName(person.name);
        const found = await tx.person.findFirst({
          where: {
            firstName: { equals: firstName, mode: 'insensitive' },
            lastName: { equals: lastName, mode: 'insensitive' },
          },
          orderBy: { createdAt: 'asc' },
          select: { id: true },
        });
        const personId =
          found?.id ??
          (
            await tx.person.create({
              data: { firstName, lastName, personalWebsite: person.href, profilePictureUrl: person.img },
              select: { id: true },
            })
          ).id;
        personOf.set(nameKey(person.name), personId);
        await tx.podcastEpisodePerson.createMany({
          data: [{ episodeId: row.id, position, name: person.name, role: person.role, personId }],
          skipDuplicates: true,
        });
      }

      if (!episode.segments || row.transcriptIngestedAt) return { episodeId: row.id, posts: [] };
      const segments = episode.segments.filter((s) => s.text.trim().length > 0);
      // Feeds list newest first: each segment a millisecond older than the one before it, so an
      // episode's posts read in the order they were said.
      const at = Date.now();
      const posts = await tx.post.createManyAndReturn({
        data: segments.map((s) => ({
          createdAt: new Date(at - s.index),
          hiveId,
          userId: MEDIA_AGENT_USER_ID,
          content: s.text.trim(),
          podcastId,
          podcastEpisodeId: row.id,
          speakerName: s.speakerName,
          segmentIndex: s.index,
        })),
        skipDuplicates: true,
        select: { id: true, content: true, speakerName: true },
      });
      const creators = posts.flatMap((p) => {
        const personId = p.speakerName ? personOf.get(nameKey(p.speakerName)) : undefined;
        return personId ? [{ postId: p.id, personId }] : [];
      });
      if (creators.length > 0) await tx.postContentCreator.createMany({ data: creators, skipDuplicates: true });
      if (posts.length > 0) {
        await this.rollups.add(
          tx,
          posts.map((p) => p.id),
        );
      }
      // Each post's pipeline is owed from this commit on (durable start, as for members' posts).
      if (owes) for (const post of posts) await recordFlowStart(tx, owes(post));
      await tx.podcastEpisode.update({ where: { id: row.id }, data: { transcriptIngestedAt: new Date() } });
      return { episodeId: row.id, posts: posts.map(({ id, content }) => ({ id, content })) };
    });
  }

  /**
   * A read that went through: no error, failures reset, the next read after `nextCheckAt`; the
   * podcast's total episode count raised to the feed's item count (never lowered: a feed may list
   * only its latest items).
   */
  async recordSuccess(podcastId: string, itemCount: number, nextCheckAt: Date): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `update podcast set feed_checked_at = now(), feed_error = null, feed_failures = 0, feed_next_check_at = $2,
         total_episodes_count = greatest(coalesce(total_episodes_count, 0), $3::int)
       where id = $1::uuid`,
      podcastId,
      nextCheckAt,
      itemCount,
    );
  }

  /**
   * A read that failed: the error and one more failure in a row recorded, the next read pushed back
   * by `backoff(failures)`; nothing already ingested is touched.
   */
  async recordFailure(podcastId: string, error: string, backoff: (failures: number) => number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const row = await tx.podcast.findUnique({ where: { id: podcastId }, select: { feedFailures: true } });
      if (!row) return;
      const failures = row.feedFailures + 1;
      await tx.podcast.update({
        where: { id: podcastId },
        data: {
          feedCheckedAt: new Date(),
          feedError: error,
          feedFailures: failures,
          feedNextCheckAt: new Date(Date.now() + backoff(failures)),
        },
      });
    });
  }
}
