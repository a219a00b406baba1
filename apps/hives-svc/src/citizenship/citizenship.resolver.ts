import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Citizenship, CitizenshipLog, LocalizationResult } from './citizenship.model.js';
import { CitizenshipService } from './citizenship.service.js';
import type { LevelInput } from './citizenship.rules.js';

@Resolver(() => Citizenship)
export class CitizenshipResolver {
  constructor(private readonly citizenship: CitizenshipService) {}

  @Query(() => Citizenship)
  myCitizenship(@Context() ctx: GqlContext): Promise<Citizenship> {
    return this.citizenship.get(requireUserId(ctx));
  }

  /** Newest first, every level. */
  @Query(() => [CitizenshipLog])
  myCitizenshipLogs(@Context() ctx: GqlContext): Promise<CitizenshipLog[]> {
    return this.citizenship.logs(requireUserId(ctx));
  }

  /** An argument left out keeps its level; null clears it (the distinction matters: see the rules). */
  @Mutation(() => LocalizationResult)
  updateLocalization(
    @Context() ctx: GqlContext,
    @Args('countryHiveId', { type: () => ID, nullable: true }) country: string | null | undefined,
    @Args('stateHiveId', { type: () => ID, nullable: true }) state: string | null | undefined,
    @Args('cityHiveId', { type: () => ID, nullable: true }) city: string | null | undefined,
    @Args('neighborhoodHiveId', { type: () => ID, nullable: true }) neighborhood: string | null | undefined,
  ): Promise<LocalizationResult> {
    const input: LevelInput = {};
    if (country !== undefined) input.country = country;
    if (state !== undefined) input.state = state;
    if (city !== undefined) input.city = city;
    if (neighborhood !== undefined) input.neighborhood = neighborhood;
    return this.citizenship.update(requireUserId(ctx), input);
  }
}
