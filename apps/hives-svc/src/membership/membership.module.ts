import { Module } from '@nestjs/common';
import { MembershipRepository } from './membership.repository.js';

/** hive_member rows, read and written by every feature that checks or changes a membership. */
@Module({ providers: [MembershipRepository], exports: [MembershipRepository] })
export class MembershipModule {}
