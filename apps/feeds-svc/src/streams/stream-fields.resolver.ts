import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { StreamConnection, StreamConnections, StreamRef } from './stream.model.js';

// The object-typed fields of the streams' models, served here rather than declared on the classes
// (see the Stream model for why). Each answers what the service already put on its parent.

@Resolver(() => StreamConnection)
export class StreamConnectionResolver {
  @ResolveField('stream', () => StreamRef)
  stream(@Parent() c: StreamConnection): StreamRef {
    return c.stream;
  }
}

@Resolver(() => StreamConnections)
export class StreamConnectionsResolver {
  @ResolveField('inbound', () => [StreamConnection])
  inbound(@Parent() c: StreamConnections): StreamConnection[] {
    return c.inbound;
  }

  @ResolveField('outbound', () => [StreamConnection])
  outbound(@Parent() c: StreamConnections): StreamConnection[] {
    return c.outbound;
  }
}
