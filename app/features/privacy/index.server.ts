export { erasePersonalData } from './erase-person.server'
export { exportPersonalData } from './export-person-data.server'
export {
  findPersonalData,
  recordLookup,
  type PersonalData,
  type TimelineExport,
} from './find-personal-data.server'
export {
  describePurge,
  getPurgeStatus,
  PURGE_INTERVAL_MS,
  purgeExpiredData,
  retentionCutoffs,
  STAFF_LINKS_KEPT_DAYS,
  type PurgeStatus,
} from './purge-expired.server'
export { startRetentionPurge } from './start-retention-purge.server'
