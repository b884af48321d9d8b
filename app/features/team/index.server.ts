export { listStaff } from '~/server/auth/staff.server'
export { listOpenInvitations } from '~/server/db/staff-invitations.server'
export { changeMemberRole } from './change-member-role.server'
export { deactivateMember } from './deactivate-member.server'
export { invitationLink, inviteMember } from './invite-member.server'
export { reactivateMember } from './reactivate-member.server'
export { resendInvitation } from './resend-invitation.server'
export { resetMemberTwoFactor } from './reset-member-two-factor.server'
export { withdrawInvitation } from './withdraw-invitation.server'
export { getOwnerRule } from './get-owner-rule.server'
export { listOwnerChoices } from './list-owner-choices.server'
export { pickApplicationOwner, pickBriefOwner, type PickOwnerOptions } from './pick-owner.server'
export { setOwnerRule } from './set-owner-rule.server'
export {
  displayName,
  getOwnerPanel,
  listActiveMemberNames,
  listStaffNames,
  withOwnerNames,
  type OwnerPanelMembers,
} from './staff-names.server'
