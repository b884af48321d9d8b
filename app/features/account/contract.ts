/*
 * The account pages' schemas and messages. They stay in ~/contracts/staff, which the team feature,
 * the per-table queries and the system e-mails share; this is the account's view of them.
 */
export {
  AcceptInvitationSchema,
  AccountEmailSchema,
  ChangeEmailSchema,
  ForgotPasswordSchema,
  LINK_PROBLEMS,
  RESET_REQUESTED_MESSAGE,
  ResetPasswordSchema,
  SETUP_EMAIL_LOCKED_MESSAGE,
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  type LinkProblem,
} from '~/contracts/staff'
