/*
 * Traffic's server surface (issue 40), for loaders, actions, the server's hook, the submission path
 * and the retention purge; app/features/traffic/index.ts holds what the browser may load.
 * docs/traffic.md says how it works.
 */
export {
  startPageView,
  flushPageViews,
  stopPageViewCounter,
  resetPageViewCounter,
  type RequestFacts,
} from './count-page-view.server'
export { attachVisitSource, findVisitSource, getVisitSource } from './visit-source.server'
export {
  purgeOldPageViews,
  rollUpDay,
  rollUpPendingDays,
  type TrafficPurgeCounts,
} from './roll-up-traffic.server'
export { getTrafficReport } from './traffic-report.server'
export { trafficCsv } from './traffic-csv.server'
export { explicitSourceOf, TrafficQuerySchema } from './contract'
