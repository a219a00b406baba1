import { isUuid } from '@hivemind/common';
import { CITIZENSHIP_LEVELS, CitizenshipMessages, type CitizenshipLogJson } from '@hivemind/contracts';
import { bodyFields } from './core/body.js';
import { typedOperation } from './core/context.js';
import { badRequest } from './core/errors.js';
import { reply, route } from './core/route.js';
import { HIVE_REF_FIELDS, hiveRefJson, type HiveRefData } from './hives-json.js';

/**
 * Citizenship (spec 2 §2.12, §7; spec 4): the user's public-square hives with per-level rate limits,
 * the localization update and the history.
 */
const CITIZENSHIP = typedOperation<{ myCitizenship: CitizenshipData }>(`query RestMyCitizenship {
  myCitizenship {
    country { ${HIVE_REF_FIELDS} } state { ${HIVE_REF_FIELDS} } city { ${HIVE_REF_FIELDS} }
    neighborhood { ${HIVE_REF_FIELDS} } rateLimits { level canUpdate reason }
  }
}`);
const LOGS = typedOperation<{ myCitizenshipLogs: LogData[] }>(
  `query RestMyCitizenshipLogs { myCitizenshipLogs { id level hiveId name isCurrent createdAt deletedAt } }`,
);
/**
 * A level whose variable is left out is an absent argument (the level is kept), not a null (the
 * level is cleared): only the fields present in the body are sent.
 */
const UPDATE = typedOperation<{
  updateLocalization: { success: boolean; message: string; type: string | null; details: string[] };
}>(`mutation RestUpdateLocalization($countryHiveId: ID, $stateHiveId: ID, $cityHiveId: ID, $neighborhoodHiveId: ID) {
  updateLocalization(
    countryHiveId: $countryHiveId, stateHiveId: $stateHiveId, cityHiveId: $cityHiveId, neighborhoodHiveId: $neighborhoodHiveId
  ) { success message type details }
}`);

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

const ref = (h: HiveRefData | null) => (h ? hiveRefJson(h) : null);

export const citizenshipRoutes = [
  route('GET', '/api/user/citizenship', {
    session: true,
    operation: CITIZENSHIP,
    answer: ({ myCitizenship: c }) => ({
      country_hive: ref(c.country),
      state_hive: ref(c.state),
      city_hive: ref(c.city),
      neighborhood_hive: ref(c.neighborhood),
      rate_limits: Object.fromEntries(c.rateLimits.map((l) => [l.level, { canUpdate: l.canUpdate, reason: l.reason }])),
    }),
  }),

  route('PUT', '/api/user/localization', {
    session: true,
    operation: UPDATE,
    variables: async (ctx) => {
      const body = await bodyFields(ctx);
      const variables: Record<string, string | null> = {};
      for (const level of CITIZENSHIP_LEVELS) {
        const v = body[`${level}_hive_id`];
        if (v === undefined) continue;
        if (v !== null && (typeof v !== 'string' || !isUuid(v)))
          throw badRequest(`${level}_hive_id must be a UUID or null`);
        variables[ARG[level]] = v;
      }
      return variables;
    },
    answer: ({ updateLocalization: r }) =>
      r.success
        ? { success: true, message: r.message || CitizenshipMessages.updated }
        : reply(429, { error: r.message, type: r.type, details: r.details }),
  }),

  route('GET', '/api/user/citizenship/logs', {
    session: true,
    operation: LOGS,
    answer: ({ myCitizenshipLogs }) => {
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
        country_hives: list('country'),
        state_hives: list('state'),
        city_hives: list('city'),
        neighborhood_hives: list('neighborhood'),
      };
    },
  }),
];
