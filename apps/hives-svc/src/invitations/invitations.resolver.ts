import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { InvitationResult } from '../hives/hive.model.js';
import { HiveInvitation, UserInvitation } from './invitation.model.js';
import { InvitationsService } from './invitations.service.js';

@Resolver(() => HiveInvitation)
export class InvitationsResolver {
  constructor(private readonly invitations: InvitationsService) {}

  /** Pending invitations of a hive; owners and admins only. */
  @Query(() => [HiveInvitation])
  hiveInvitations(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
  ): Promise<HiveInvitation[]> {
    return this.invitations.list(hiveId, requireUserId(ctx));
  }

  /** Pending invitations to the signed-in user's verified addresses. */
  @Query(() => [UserInvitation])
  myInvitations(@Context() ctx: GqlContext): Promise<UserInvitation[]> {
    return this.invitations.mine(requireUserId(ctx));
  }

  /** Emails: each item may itself hold several addresses separated by commas or line breaks. */
  @Mutation(() => InvitationResult)
  inviteToHive(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('emails', { type: () => [String] }) emails: string[],
    @Args('role', { type: () => String, nullable: true }) role: string | null,
  ): Promise<InvitationResult> {
    return this.invitations.invite(hiveId, requireUserId(ctx), emails, role);
  }

  @Mutation(() => Boolean)
  cancelHiveInvitation(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('invitationId', { type: () => ID }) invitationId: string,
  ): Promise<boolean> {
    return this.invitations.cancel(hiveId, invitationId, requireUserId(ctx));
  }

  @Mutation(() => Boolean)
  resendHiveInvitation(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('invitationId', { type: () => ID }) invitationId: string,
  ): Promise<boolean> {
    return this.invitations.resend(hiveId, invitationId, requireUserId(ctx));
  }
}
