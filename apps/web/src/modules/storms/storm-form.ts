// The new-storm form's values as the createStorm call takes them (spec 4 POST /api/hives/{id}/storms:
// prompt, vote_submission_requirement default 5, ends_at optional).
export const DEFAULT_VOTE_REQUIREMENT = 5;

export interface StormInput {
  readonly prompt: string;
  readonly voteSubmissionRequirement: number;
  readonly endsAt: string | null;
}

/** The form's text as the call's input, or null while the prompt is blank or the requirement not a whole number of 1 or more. */
export function stormInput(form: {
  readonly prompt: string;
  readonly requirement: string;
  readonly endsAt: string;
}): StormInput | null {
  const prompt = form.prompt.trim();
  const requirement = Number(form.requirement.trim() === '' ? DEFAULT_VOTE_REQUIREMENT : form.requirement);
  if (prompt === '' || !Number.isInteger(requirement) || requirement < 1) return null;
  const end = form.endsAt === '' ? null : new Date(form.endsAt);
  if (end !== null && Number.isNaN(end.getTime())) return null;
  return { prompt, voteSubmissionRequirement: requirement, endsAt: end === null ? null : end.toISOString() };
}
