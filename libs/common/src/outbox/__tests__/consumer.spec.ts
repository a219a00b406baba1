import { describe, expect, it } from '@jest/globals';
import { EVENT_CONSUMERS, EventType } from '@hivemind/contracts';
import { assertHandlersCover } from '../consumer.js';

describe('event consumer wiring', () => {
  it('accepts handlers for exactly the events routed to the service', () => {
    const routed = (Object.keys(EVENT_CONSUMERS) as EventType[]).filter((t) =>
      EVENT_CONSUMERS[t].includes('feeds-svc'),
    );
    expect(routed).toEqual(expect.arrayContaining([EventType.HiveCreated, EventType.HiveUpdated]));
    expect(() => assertHandlersCover('feeds-svc', routed)).not.toThrow();
  });

  it('stops the boot when an event routed to the service has no handler', () => {
    expect(() => assertHandlersCover('feeds-svc', [EventType.HiveCreated])).toThrow(/missing: hive.updated/);
  });

  it('stops the boot when a handler exists for an event never routed to the service', () => {
    expect(() => assertHandlersCover('thoughts-svc', [EventType.HiveCreated])).toThrow(/not routed here: hive.created/);
  });
});
