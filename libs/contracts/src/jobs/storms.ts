import { QueueName } from '../queues.js';
import { JobName } from './names.js';

export interface StormJobMap {
  [JobName.CloseStorm]: {
    queue: QueueName.FeedsResults;
    data: { stormId: string; correlationId?: string };
    result: { stormId: string; closed: boolean };
  };
}
