export { listAdminSessions } from '~/server/auth/sessions.server'
export {
  acceptInvitation,
  inspectInvitation,
  type AcceptOutcome,
  type InvitationView,
} from './accept-invitation.server'
export type { AccountResult } from './account-api.server'
export { addSignInAddress } from './add-sign-in-address.server'
export { changeDisplayName, nameRefusal, type NameOutcome } from './change-display-name.server'
export { changePassword } from './change-password.server'
export { changeSignInAddress, type EmailChangeOutcome } from './change-sign-in-address.server'
export { confirmTwoFactorSetup } from './confirm-two-factor-setup.server'
export { getNotificationPreferences, preferencesOf } from './get-notification-preferences.server'
export { JUST_JOINED_MINUTES, passwordJustTyped } from './password-just-typed.server'
export { regenerateBackupCodes } from './regenerate-backup-codes.server'
export { requestPasswordReset, resetLink } from './request-password-reset.server'
export {
  inspectPasswordReset,
  resetPassword,
  type ResetOutcome,
  type ResetView,
} from './reset-password.server'
export { saveNotificationPreferences } from './save-notification-preferences.server'
export { redirectWithSession } from './session-redirect.server'
export {
  ADDRESS_FAILURES_FACTOR,
  USERNAME_FAILURES_FACTOR,
  type CodeAttempt,
  type LoginAttempt,
  type LoginOutcome,
} from './sign-in-attempts.server'
export { signInWithPassword } from './sign-in-with-password.server'
export { signOutOtherSessions } from './sign-out-other-sessions.server'
export {
  setupShownAgain,
  startTwoFactorSetup,
  startTwoFactorSetupJustJoined,
} from './start-two-factor-setup.server'
export { verifySecondFactor } from './verify-second-factor.server'
