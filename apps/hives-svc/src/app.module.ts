import { Module, type DynamicModule } from '@nestjs/common';
import { EVENT_CONSUMERS, EVENT_QUEUE_OF, EventType, QueueName } from '@hivemind/contracts';
import { type Logger } from '@hivemind/common';
import { SubgraphCoreModule } from '@hivemind/common/nest';
import { createHivesPrisma } from '@hivemind/db-hives';
import { AccountsModule } from './accounts/accounts.module.js';
import { CitizenshipModule } from './citizenship/citizenship.module.js';
import { ClockModule, type Clock } from './clock.js';
import { EmailsModule } from './emails/emails.module.js';
import type { HivesEnv } from './env.js';
import { FollowsModule } from './follows/follows.module.js';
import { HiveAgentModule } from './hive-agent/hive-agent.module.js';
import { HiveLaunchModule } from './hive-launch/hive-launch.module.js';
import { HivesModule } from './hives/hives.module.js';
import { InvitationsModule } from './invitations/invitations.module.js';
import { MailModule } from './mail/mail.module.js';
import { MembersModule } from './members/members.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { SupportModule } from './support/support.module.js';
import { UsersModule } from './users/users.module.js';

/** Queues hives-svc writes to: the events queue of every consumer of its events. */
const PRODUCED_EVENT_QUEUES = [
  ...new Set(
    [
      EventType.HiveCreated,
      EventType.HiveUpdated,
      EventType.HiveMemberAdded,
      EventType.HiveMemberRoleChanged,
      EventType.HiveMemberRemoved,
    ].flatMap((t) => EVENT_CONSUMERS[t].map((s) => EVENT_QUEUE_OF[s])),
  ),
];

@Module({})
export class AppModule {
  /** `options.clock` lets tests move time (code expiry) without faking timers. */
  static register(env: HivesEnv, logger: Logger, options: { clock?: Clock } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SubgraphCoreModule.forRoot({
          app: 'hives-svc',
          env,
          logger,
          createPrisma: () => createHivesPrisma(env.HIVES_DATABASE_URL),
          queues: PRODUCED_EVENT_QUEUES,
          // Mail over SMTP (mail/jobs/), only when SMTP_URL is set: otherwise mail stays in the
          // development outbox and no mail.requested event is written.
          jobs: [
            { name: QueueName.HivesMail, concurrency: 4, enabled: Boolean(env.SMTP_URL) },
            { name: EVENT_QUEUE_OF['hives-svc'], concurrency: 4, enabled: Boolean(env.SMTP_URL) },
          ],
        }),
        ClockModule.forRoot(options.clock),
        HivesModule,
        HiveLaunchModule,
        MembersModule,
        InvitationsModule,
        FollowsModule,
        CitizenshipModule,
        HiveAgentModule,
        UsersModule,
        AccountsModule,
        EmailsModule,
        SupportModule,
        MailModule,
        OutboxModule,
      ],
    };
  }
}
