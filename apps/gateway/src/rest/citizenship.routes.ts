import { CITIZENSHIP_LEVELS, CitizenshipMessages, type CitizenshipLogJson } from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest } from './errors.js';
import { HIVE_REF_FIELDS, hiveRefJson, type HiveRefData } from './hives-json.js';
import { requireSession } from './hives.routes.js';
import type { RestRouter } from './router.js';

/**
 * Citizenship (spec 2 §2.12, §7; spec 4): the user's public-square hives with per-level rate limits,
 * the localization update and the history.
 */
const CITIZENSHIP = `query RestMyCitizenship {
  myCitizenship {
    country { ${HIVE_REF_FIELDS} } state { ${HIVE_REF_FIELDS} } city { ${HIVE_REF_FIELDS} }
    neighborhood { ${HIVE_REF_FIELDS} } rateLimits { level canUpdate reason }
  }
}`;
const LOGS = `query RestMyCitizenshipLogs { myCitizenshipLogs { id level hiveId name isCurrent createdAt deletedAt } }`;

type Level = (typeof CITIZENSHIP_LEVELS)[number];
const ARG: Record<Level, string> = {
  country: 'countryHiveId',
  state: 'stateHiveId',
  city: 'cityHiveId',
  neighborhood: 'neighborhoodHiveId',
};

interface CitizenshipData {
  country: HiveRefData | null;
  state: HiveRefData | null;
  city: HiveRefData | null;
  neighborhood: HiveRefData | null;
  rateLimits: { level: Level; canUpdate: boolean; reason: string | null }[];
}

interface LogData {
  id: string;
  level: Level;
  hiveId: string;
  name: string;
  isCurrent: boolean;
  createdAt: string;
  deletedAt: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerCitizenshipRoutes(router: RestRouter): void {
  router.add('GET', '/api/user/citizenship', async (ctx) => {
    requireSession(ctx);
    const { myCitizenship: c } = await ctx.graphql<{ myCitizenship: CitizenshipData }>(CITIZENSHIP);
    const ref = (h: HiveRefData | null) => (h ? hiveRefJson(h) : null);
    return {
      body: {
        country_hive: ref(c.country),
        state_hive: ref(c.state),
        city_hive: ref(c.city),
        neighborhood_hive: ref(c.neighborhood),
        rate_limits: Object.fromEntries(
          c.rateLimits.map((l) => [l.level, { canUpdate: l.canUpdate, reason: l.reason }]),
        ),
      },
    };
  });

  /**
   * Only the fields present are sent, so a field left out keeps its level and null clears it (the
   * operation is built from the present fields; an absent GraphQL argument is not the same as null).
   */
  router.add('PUT', '/api/user/localization', async (ctx) => {
    requireSession(ctx);
    const body = await bodyFields(ctx);
    const variables: Record<string, string | null> = {};
    for (const level of CITIZENSHIP_LEVELS) {
      const v = body[`${level}_hive_id`];
      if (v === undefined) continue;
      if (v !== null && (typeof v !== 'string' || !UUID.test(v)))
        throw badRequest(`${level}_hive_id must be a UUID or null`);
      variables[ARG[level]] = v;
    }
    const names = Object.keys(variables);
    const query = `mutation RestUpdateLocalization${names.length ? `(${names.map((n) => `$${n}: ID`).join(', ')})` : ''} {
      updateLocalization${names.length ? `(${names.map((n) => `${n}: $${n}`).join(', ')})` : ''} { success message type details }
    }`;
    const { updateLocalization: r } = await ctx.graphql<{
      updateLocalization: { success: boolean; message: string; type: string | null; details: string[] };
    }>(query, variables);
    if (!r.success) return { status: 429, body: { error: r.message, type: r.type, details: r.details } };
    return { body: { success: true, message: r.message || CitizenshipMessages.updated } };
  });

  router.add('GET', '/api/user/citizenship/logs', async (ctx) => {
    requireSession(ctx);
    const { myCitizenshipLogs } = await ctx.graphql<{ myCitizenshipLogs: LogData[] }>(LOGS);
    const list = (level: Level): CitizenshipLogJson[] =>
      myCitizenshipLogs
        .filter((l) => l.level === level)
        .map((l) => ({
          id: l.id,
          hive_id: l.hiveId,
          name: l.name,
          is_current: l.isCurrent,
          created_at: new Date(l.createdAt).toISOString(),
          deleted_at: l.deletedAt ? new Date(l.deletedAt).toISOString() : null,
        }));
    return {
      body: {
        country_hives: list('country'),
        state_hives: list('state'),
        city_hives: list('city'),
        neighborhood_hives: list('neighborhood'),
      },
    };
  });
}
