export { BriefLostForm } from './components/brief-lost-form'
export { BriefPaceSteps } from './components/brief-pace'
export { BriefQueue } from './components/brief-queue'
export { BriefStages, type StageHistory } from './components/brief-stages'
export {
  HireBriefFilters,
  HireBriefPager,
  HireBriefTable,
  type HireBriefRow,
} from './components/hire-brief-list'
export * from './contract'
export * from './pace'
