import { Inject, Injectable } from '@nestjs/common';
import { currentCorrelationId, isUuid } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';
import { normalizeWebPageUrl, WEB_PAGE_URL_MAX_LENGTH } from '@hivemind/contracts';
import { HiveException } from '../hive-read-model/hive-read-model.exception.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import { WebPageIngestionFlow } from './web-page-ingestion.flow.js';
import { WebPageProcessesRepository, type WebPageProcessRow } from './web-page-processes.repository.js';
import { WebPageException } from './web-pages.exception.js';

/**
 * Pasting a link (spec 4 POST /api/web-pages, GET /api/process-status/{id}): the process is recorded,
 * then its flow queued; the agent worker fetches and reads the page and writes its drops, and
 * feeds-svc stores them as posts in the public square the member chose (default: the planet).
 * A page read less than WEB_PAGE_REUSE_MAX_AGE_HOURS ago is reused with its posts.
 */
@Injectable()
export class WebPageIngestionService {
  constructor(
    private readonly repo: WebPageProcessesRepository,
    private readonly flow: WebPageIngestionFlow,
    private readonly permissions: PermissionsService,
    @Inject(APP_ENV) private readonly env: { WEB_PAGE_REUSE_MAX_AGE_HOURS: number },
  ) {}

  async submit(userId: string, input: { url: string; hiveId?: string | null }): Promise<WebPageProcessRow> {
    const url = input.url.trim();
    const normalizedUrl = url.length <= WEB_PAGE_URL_MAX_LENGTH ? normalizeWebPageUrl(url) : null;
    if (!normalizedUrl) throw url === '' ? WebPageException.urlRequired() : WebPageException.urlInvalid();
    const hiveId = await this.targetHive(userId, input.hiveId ?? null);
    const process = { userId, url, normalizedUrl, hiveId };
    const since = new Date(Date.now() - this.env.WEB_PAGE_REUSE_MAX_AGE_HOURS * 3600_000);
    const fresh = await this.repo.reusablePage(normalizedUrl, since);
    if (fresh) return this.repo.createCompleted(process, fresh.id);
    const correlationId = currentCorrelationId();
    // The flow is owed from the process's own commit: one that does not reach Redis now (or that Redis
    // loses later) is added again by the sweeper of owed flows.
    const row = await this.repo.create(process, (processId) =>
      this.flow.owed({ processId, userId, url: normalizedUrl, correlationId }),
    );
    await this.flow.start({ processId: row.id, userId, url: normalizedUrl, correlationId });
    return row;
  }

  /**
   * The hives a pasted page's drops may go to: the planet first (the default, open to every member),
   * then the public squares the member may post to.
   */
  async postableHives(userId: string): Promise<{ id: string; name: string; type: string }[]> {
    const planetId = await this.repo.planetHiveId();
    const planet = planetId ? await this.repo.hiveRef(planetId) : null;
    const squares = (await this.repo.postableSquares(userId)).filter((h) => h.id !== planetId);
    return planet ? [planet, ...squares] : squares;
  }

  /** The member's own process; another member's, or an unknown id, is NOT_FOUND. */
  async status(userId: string, id: string): Promise<WebPageProcessRow> {
    const row = isUuid(id) ? await this.repo.byId(id) : null;
    if (!row || row.userId !== userId) throw WebPageException.processNotFound();
    return row;
  }

  /**
   * A public square the member may post to, when they chose one; the planet otherwise (the drops are
   * the agent's, not the member's, so any member may send a page there).
   */
  private async targetHive(userId: string, hiveId: string | null): Promise<string> {
    const planet = await this.repo.planetHiveId();
    if (hiveId === null || hiveId === '' || hiveId === planet) {
      if (!planet) throw HiveException.notFound();
      return planet;
    }
    if (!isUuid(hiveId) || !(await this.repo.isPublicSquare(hiveId))) throw HiveException.notFound();
    if (!(await this.permissions.inHive(hiveId, userId)).canPost) throw WebPageException.hiveNotPostable();
    return hiveId;
  }
}
