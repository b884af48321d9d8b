export {
  changeRecordStatuses,
  stepRecordStatus,
  type StatusChange,
  type StatusColumn,
  type StatusStep,
} from './change-record-statuses.server'
