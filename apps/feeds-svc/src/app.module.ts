import { Module, type DynamicModule } from '@nestjs/common';
import { EVENT_QUEUE_OF, QueueName } from '@hivemind/contracts';
import { type Logger } from '@hivemind/common';
import { SubgraphCoreModule } from '@hivemind/common/nest';
import { createFeedsPrisma } from '@hivemind/db-feeds';
import type { FeedsEnv } from './env.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { FeedsModule } from './feeds/feeds.module.js';
import { HiveReadModelModule } from './hive-read-model/hive-read-model.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PeopleModule } from './people/people.module.js';
import { PodcastFeedsModule } from './podcast-feeds/podcast-feeds.module.js';
import { PodcastsModule } from './podcasts/podcasts.module.js';
import { PermissionsModule } from './permissions/permissions.module.js';
import { PostsModule } from './posts/posts.module.js';
import { StormsModule } from './storms/storms.module.js';
import { StreamsModule } from './streams/streams.module.js';
import { VotesModule } from './votes/votes.module.js';
import { WebPagesModule } from './web-pages/web-pages.module.js';

@Module({})
export class AppModule {
  static register(env: FeedsEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SubgraphCoreModule.forRoot({
          app: 'feeds-svc',
          env,
          logger,
          createPrisma: () => createFeedsPrisma(env.FEEDS_DATABASE_URL),
          queues: [EVENT_QUEUE_OF['feeds-svc']],
          // The post / thought flows are recorded with their change and swept (libs/common flow-starts).
          flowStarts: true,
          jobs: [
            // The post flow's parents (posts/jobs/finalize-post.job.ts), the web page flow's (web-pages/jobs) and
            // storms' closing (storms/jobs/close-storm.job.ts).
            { name: QueueName.FeedsResults, concurrency: 16 },
            // Domain events from hives-svc (hive-read-model/jobs/hive-events.consumer.ts).
            {
              name: EVENT_QUEUE_OF['feeds-svc'],
              concurrency: env.EVENT_CONSUMER_CONCURRENCY,
              enabled: env.EVENT_CONSUMER_ENABLED,
            },
          ],
        }),
        HiveReadModelModule,
        PodcastsModule,
        PodcastFeedsModule,
        PeopleModule,
        OrganizationsModule,
        WebPagesModule,
        PostsModule,
        PermissionsModule,
        VotesModule,
        StormsModule,
        FeedsModule,
        AnalyticsModule,
        StreamsModule,
        DashboardModule,
      ],
    };
  }
}
