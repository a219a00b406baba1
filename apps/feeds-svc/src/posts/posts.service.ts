import { Injectable } from '@nestjs/common';
import { clampLimit, currentCorrelationId, isUuid, type FlowStartRecord } from '@hivemind/common';
import { isVoteType, PAGE_SIZE, type VoteType } from '@hivemind/contracts';
import { HiveException } from '../hive-read-model/hive-read-model.exception.js';
import { HiveReadModelRepository } from '../hive-read-model/hive-read-model.repository.js';
import { PermissionsService, permissionsForRole, type HivePermissions } from '../permissions/permissions.service.js';
import { StormActivation, type Activation } from '../storm-participation/storm-activation.js';
import { StormEvents } from '../storm-participation/storm-events.js';
import { StormParticipationRepository } from '../storm-participation/storm-participation.repository.js';
import { isStormOpen } from '../storm-participation/storm.rules.js';
import { StormException } from '../storm-participation/storm.exception.js';
import { PostPipeline } from './post-pipeline.js';
import { PostDetailsRepository, type PostDetails, type PostIdsQuery } from './post-details.repository.js';
import { presentPost, type PostRow } from './post-row.js';
import type { Post } from './post.model.js';
import { PostException } from './posts.exception.js';
import { PostsRepository } from './posts.repository.js';
import { validatePostContent } from './posts.rules.js';

export interface CreatePostInput {
  hiveId: string;
  content: string;
  stormId?: string | null;
}

@Injectable()
export class PostsService {
  constructor(
    private readonly repo: PostsRepository,
    private readonly hives: HiveReadModelRepository,
    private readonly permissions: PermissionsService,
    private readonly pipeline: PostPipeline,
    private readonly details: PostDetailsRepository,
    private readonly storms: StormParticipationRepository,
    private readonly activation: StormActivation,
    private readonly stormEvents: StormEvents,
  ) {}

  row(id: string): Promise<PostRow | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.row(id);
  }

  /**
   * One post as `viewerId` sees it (null viewer = guest). A hidden post is visible to its author and to
   * members who already voted on it (spec 2 §4); to anyone else it does not exist.
   */
  async findById(id: string, viewerId: string | null = null): Promise<Post | null> {
    const row = await this.row(id);
    if (!row || !(await this.mayView(row, viewerId))) return null;
    return (await this.present([row], viewerId))[0] ?? null;
  }

  private async mayView(row: PostRow, viewerId: string | null): Promise<boolean> {
    if (row.isPublic || (viewerId !== null && row.userId === viewerId)) return true;
    if (viewerId === null) return false;
    return this.repo.hasVoted(row.id, viewerId);
  }

  /** Newest first; moderated posts are removed from the hive. */
  async inHive(hiveId: string, limit: number | null | undefined, viewerId: string | null = null): Promise<Post[]> {
    if (!isUuid(hiveId)) return [];
    return this.visibleInHive(hiveId, viewerId, { take: clampLimit(limit, PAGE_SIZE) });
  }

  /**
   * A window of the hive's posts as the viewer sees them, newest first: moderated posts are removed
   * from the hive, a hidden post stays visible to its author and to members who already voted on it.
   */
  async visibleInHive(hiveId: string, viewerId: string | null, page: { take: number; skip?: number }): Promise<Post[]> {
    return this.present(await this.repo.visibleInHive(hiveId, viewerId, page), viewerId);
  }

  /**
   * A member with the post, admin or owner role posts into a hive feeds-svc knows of (spec 4 POST
   * /api/posts); in a public square that means members only, like any hive.
   */
  async create(userId: string, input: CreatePostInput): Promise<Post> {
    const content = validatePostContent(input.content);
    if (!isUuid(input.hiveId) || !(await this.hives.exists(input.hiveId))) throw HiveException.notFound();
    if (input.stormId && !isUuid(input.stormId)) throw PostException.badInput('stormId must be a UUID');
    const perms = await this.permissions.inHive(input.hiveId, userId);
    if (!perms.canPost) throw PostException.cannotPost();
    // The agent classifies and embeds it; feeds-svc's finalize-post stores the results. The flow is
    // recorded with the post (durable start) and added once it is committed.
    const start = (postId: string) => ({ postId, text: content, correlationId: currentCorrelationId() });
    const owes = (postId: string) => this.pipeline.owed(start(postId));
    const row = input.stormId
      ? await this.createStormAnswer(userId, input.hiveId, input.stormId, content, owes)
      : await this.repo.create({ hiveId: input.hiveId, userId, content, stormId: null }, owes);
    await this.pipeline.start(start(row.id));
    const role = perms.role === 'public' ? null : perms.role;
    return presentPost(row, { userId, vote: null, canVote: perms.canVote, role });
  }

  /**
   * A member's answer to a storm of the hive (spec 2 §4 Storm participation): one per member and
   * storm, only while the storm is open. It is created hidden, so no feed shows it to others until
   * the quota activates it; when the member already voted on enough answers, that happens at once.
   */
  private async createStormAnswer(
    userId: string,
    hiveId: string,
    stormId: string,
    content: string,
    owes: (postId: string) => FlowStartRecord,
  ): Promise<PostRow> {
    const storm = await this.storms.storm(stormId);
    if (!storm) throw StormException.notFound();
    if (storm.hiveId !== hiveId) throw StormException.wrongHive();
    if (!isStormOpen(storm)) throw StormException.closed();
    let activated: Activation | null = null;
    const row = await this.repo.transaction(async (tx) => {
      const participation = await this.storms.lock(tx, stormId, userId);
      if (participation.postId) throw StormException.alreadyAnswered();
      const created = await this.repo.createIn(tx, { hiveId, userId, content, stormId, isPublic: false }, owes);
      await this.storms.attachAnswer(tx, stormId, userId, created.id);
      activated = await this.activation.tryActivate(tx, storm, userId);
      return created;
    });
    await this.stormEvents.answerSubmitted(stormId, row.id);
    await (activated ? this.stormEvents.activated(activated) : this.stormEvents.participantsChanged(stormId));
    return activated ? ((await this.repo.row(row.id)) ?? row) : row;
  }

  /**
   * Presents a page of rows for one viewer: the page's details (stream tags, content creators, storm
   * prompts, other voters, the viewer's votes and role per hive), read in one statement for the page.
   * `similarity` gives the related-posts answer's cosine distances.
   */
  async present(rows: PostRow[], viewerId: string | null, similarity?: Map<string, number>): Promise<Post[]> {
    if (rows.length === 0) return [];
    return this.assemble(rows, await this.details.forPage(rows, viewerId), viewerId, similarity);
  }

  /**
   * The posts of these ids in this order (missing ones left out), presented for one viewer with
   * their cosine distances (`similarity`) to the post a related-posts answer is about.
   */
  async presentByIds(ids: string[], viewerId: string | null, similarity: Map<string, number>): Promise<Post[]> {
    if (ids.length === 0) return [];
    // Rows, details and the viewer's roles in one statement, as a feed page.
    const { rows, details } = await this.details.page({ sql: 'select unnest($1::uuid[])', params: [ids] }, viewerId);
    return this.assemble(rows, details, viewerId, similarity);
  }

  /**
   * The page of posts whose ids `ids` answers, presented for one viewer: rows, details and the
   * viewer's role in the page's hives in one statement.
   */
  async presentPage(ids: PostIdsQuery, viewerId: string | null): Promise<Post[]> {
    const { rows, details } = await this.details.page(ids, viewerId);
    return this.assemble(rows, details, viewerId);
  }

  private assemble(
    rows: readonly PostRow[],
    details: PostDetails,
    viewerId: string | null,
    similarity?: Map<string, number>,
  ): Post[] {
    // The viewer's rights in the page's hives, from the roles read with the page (none for guests).
    const rightsIn = new Map<string, HivePermissions>(
      [...details.viewerRoles].map(([hiveId, role]) => [hiveId, permissionsForRole(role)]),
    );
    return rows.map((r) => {
      const v = details.viewerVotes.get(r.id);
      const vote: VoteType | null = v !== undefined && isVoteType(v) ? v : null;
      const perms = rightsIn.get(r.hiveId);
      return presentPost(
        r,
        {
          userId: viewerId,
          vote,
          canVote: perms?.canVote ?? false,
          role: perms && perms.role !== 'public' ? perms.role : null,
        },
        {
          streams: details.streams.get(r.id) ?? [],
          contentCreators: details.contentCreators.get(r.id) ?? [],
          stormPrompt: r.stormId ? (details.stormPrompts.get(r.stormId) ?? null) : null,
          hasOtherVoters: details.othersVoted.has(r.id),
          similarityScore: similarity?.get(r.id) ?? null,
        },
      );
    });
  }
}
