export { PrivacyResults, type PrivacySummary } from './components/privacy-results'
export { RetentionPanel, type RetentionStatus } from './components/retention-panel'
export type { DeletedCounts } from './contract'
