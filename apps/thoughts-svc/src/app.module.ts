import { Module, type DynamicModule } from '@nestjs/common';
import { QueueName } from '@hivemind/contracts';
import { type Logger } from '@hivemind/common';
import { SubgraphCoreModule } from '@hivemind/common/nest';
import { createThoughtsPrisma } from '@hivemind/db-thoughts';
import type { ThoughtsEnv } from './env.js';
import { ChatModule } from './chat/chat.module.js';
import { ListItemsModule } from './list-items/list-items.module.js';
import { ListsModule } from './lists/lists.module.js';
import { ThoughtsModule } from './thoughts/thoughts.module.js';

@Module({})
export class AppModule {
  static register(env: ThoughtsEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SubgraphCoreModule.forRoot({
          app: 'thoughts-svc',
          env,
          logger,
          createPrisma: () => createThoughtsPrisma(env.THOUGHTS_DATABASE_URL),
          // The thought pipeline and chat replies: AI stages on agent-thoughts and agent-chat, the
          // parents that store their results on thoughts-results.
          queues: [QueueName.AgentThoughts, QueueName.AgentChat, QueueName.ThoughtsResults],
          jobs: [{ name: QueueName.ThoughtsResults, concurrency: 16 }],
          // The post / thought flows are recorded with their change and swept (libs/common flow-starts).
          flowStarts: true,
        }),
        ThoughtsModule,
        ListsModule,
        ListItemsModule,
        ChatModule,
      ],
    };
  }
}
