export { MyWorkQueue } from './components/my-work-queue'
export { MyWorkSummary } from './components/my-work-summary'
export { QueueMemberPicker } from './components/queue-member-picker'
export { RemindMeForm } from './components/remind-me-form'
export {
  ageText,
  DIGEST_HOUR,
  FOLLOW_UP_NOTE_MAX,
  FOLLOW_UP_SET_PARAM,
  FOLLOW_UPS_PATH,
  FollowUpDoneSchema,
  followUpActionSchema,
  MarkSeenSchema,
  mentions,
  MY_WORK_KIND_LABELS,
  MY_WORK_KINDS,
  MY_WORK_PROBLEMS,
  MY_WORK_SAVED,
  QueueActionSchema,
  remindMeSchema,
  type MyWorkCounts,
  type MyWorkItem,
  type MyWorkKind,
  type MyWorkSaved,
  type OpenFollowUp,
  type QueueMember,
  type RemindMePanel,
} from './contract'
