/**
 * Storms (spec 2 §3 Storm, Participation status; §4 Storm participation; §9; spec 4 POST
 * /api/hives/{id}/storms): limits, actions and texts shared by feeds-svc, the REST facade and the web app.
 */

/** Votes on other answers a member casts before their own answer is activated (spec 4: default 5). */
export const STORM_DEFAULT_VOTE_REQUIREMENT = 5;
export const STORM_MAX_VOTE_REQUIREMENT = 100;
export const STORM_PROMPT_MAX_LENGTH = 1000;

/** POST /api/storms/{id}/participate: start a response, or vote only. */
export const STORM_PARTICIPATION_ACTIONS = ['submit', 'vote_only'] as const;
export type StormParticipationAction = (typeof STORM_PARTICIPATION_ACTIONS)[number];
export const isStormParticipationAction = (v: unknown): v is StormParticipationAction =>
  typeof v === 'string' && (STORM_PARTICIPATION_ACTIONS as readonly string[]).includes(v);

export const StormMessages = {
  stormNotFound: 'Storm not found',
  notMember: 'Only members of the hive can take part in its storm',
  notManager: 'Only owners and admins of the hive can manage its storms',
  closed: 'This storm is closed',
  alreadyAnswered: 'You have already answered this storm',
  wrongHive: 'The storm belongs to another hive',
  answerNotActive: 'Your answer goes live once you have voted on enough other answers',
  promptRequired: `prompt must be 1 to ${STORM_PROMPT_MAX_LENGTH} characters`,
  badRequirement: `vote_submission_requirement must be a whole number from 1 to ${STORM_MAX_VOTE_REQUIREMENT}`,
  badEndsAt: 'ends_at must be a date and time in the future',
  /** Vote-to-activate feed (spec 2 §4): none left to vote on. */
  allVoted: 'All Current Submissions Voted On',
  activated: 'Your answer is active',
  noActiveAnswers: 'No active answers yet',
  activeAnswers: 'Active answers',
  /** Votes still needed before the member's answer goes live. */
  votesToGo: (n: number) => `Vote on ${n} more ${n === 1 ? 'answer' : 'answers'} to activate yours`,
  voteOnAnswers: 'Vote on the answers of other members',
} as const;

/** The activation progress of a member's answer (spec 2 §3 activation_progress). */
export function activationProgress(currentVotes: number, requiredVotes: number) {
  const percentage = requiredVotes <= 0 ? 100 : Math.min(100, Math.round((currentVotes / requiredVotes) * 100));
  return { currentVotes, requiredVotes, percentageComplete: percentage };
}
