export { addNote, type NoteOutcome } from './add-note.server'
export { CANCEL_TOO_LATE, cancelScheduledEmail } from './cancel-scheduled-email.server'
export {
  changeRecordStatuses,
  stepRecordStatus,
  type StatusChange,
  type StatusColumn,
  type StatusStep,
} from './change-record-statuses.server'
export {
  findRecord,
  listPreviewRecords,
  mergeValuesFor,
  type PreviewRecord,
  type RecordSummary,
} from './find-record.server'
export { getTimeline, timelineFor } from './get-timeline.server'
export { personTimelineFor, type PersonApplication } from './get-person-timeline.server'
export { runTimelineForm } from './run-timeline-form.server'
