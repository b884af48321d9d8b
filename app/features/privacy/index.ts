export { PrivacyFindForm } from './components/privacy-find-form'
export { PrivacyResults } from './components/privacy-results'
export { RetentionPanel, type RetentionStatus } from './components/retention-panel'
export * from './contract'
