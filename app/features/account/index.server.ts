export { listAdminSessions } from '~/server/auth/sessions.server'
export {
  acceptInvitation,
  inspectInvitation,
  type AcceptOutcome,
  type InvitationView,
} from './accept-invitation.server'
export { requestPasswordReset, resetLink } from './request-password-reset.server'
export {
  inspectPasswordReset,
  resetPassword,
  type ResetOutcome,
  type ResetView,
} from './reset-password.server'
export { addSignInAddress } from './add-sign-in-address.server'
export {
  ADDRESS_FAILURES_FACTOR,
  attemptLogin,
  attemptLoginCode,
  USERNAME_FAILURES_FACTOR,
  type CodeAttempt,
  type LoginAttempt,
  type LoginOutcome,
} from './attempt-login.server'
export { changeSignInAddress, type EmailChangeOutcome } from './change-sign-in-address.server'
export {
  changePassword,
  checkCurrentPassword,
  confirmTwoFactorSetup,
  qrDataUri,
  regenerateBackupCodes,
  startTwoFactorSetup,
  type AccountResult,
} from './secure-account.server'
export {
  runSettingsAction,
  SETTINGS_INTENTS,
  SettingsAction,
  type SettingsInput,
  type SettingsResult,
} from './update-settings.server'
