import { isUuid } from '@hivemind/common';
import { CITIZENSHIP_LEVELS, CitizenshipMessages, type CitizenshipLogJson } from '@hivemind/contracts';
import {
  RestMyCitizenshipDocument,
  RestMyCitizenshipLogsDocument,
  RestUpdateLocalizationDocument,
  type HiveRefFieldsFragment,
  type RestUpdateLocalizationMutationVariables,
} from '../generated/graphql.js';
import { bodyFields } from './core/body.js';
import { badRequest } from './core/errors.js';
import { reply, route } from './core/route.js';
import { hiveRefJson } from './hives-json.js';

/**
 * Citizenship (spec 2 §2.12, §7; spec 4): the user's public-square hives with per-level rate limits,
 * the localization update and the history. Operations in graphql/citizenship.graphql.
 */
type Level = (typeof CITIZENSHIP_LEVELS)[number];
/** Only the levels present in the body are sent: an absent level is kept, a null one cleared. */
const ARG: Record<Level, keyof RestUpdateLocalizationMutationVariables> = {
  country: 'countryHiveId',
  state: 'stateHiveId',
  city: 'cityHiveId',
  neighborhood: 'neighborhoodHiveId',
};

const ref = (h: HiveRefFieldsFragment | null) => (h ? hiveRefJson(h) : null);

export const citizenshipRoutes = [
  route('GET', '/api/user/citizenship', {
    session: true,
    operation: RestMyCitizenshipDocument,
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
    operation: RestUpdateLocalizationDocument,
    variables: async (ctx) => {
      const body = await bodyFields(ctx);
      const variables: RestUpdateLocalizationMutationVariables = {};
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
    operation: RestMyCitizenshipLogsDocument,
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
