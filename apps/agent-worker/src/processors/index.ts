import type { Type } from '@nestjs/common';
import { EmbedTextProcessor } from './embed-text.processor.js';

/** Every processor class of the agent worker (one per agent job name). */
export const PROCESSORS: Type[] = [EmbedTextProcessor];
