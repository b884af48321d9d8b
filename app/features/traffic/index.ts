/*
 * Traffic (issue 40): page views counted on the server without a cookie or a script, the source of
 * each submission, and the report at /admin/traffic. docs/traffic.md says how it works.
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
export {
  explicitSourceOf,
  ExplicitSourceSchema,
  TrafficQuerySchema,
  sourceLabel,
  type ExplicitSource,
  type TrafficReport,
  type VisitSource,
} from './contract'
export { CameFrom } from './components/came-from'
export { TrafficReportView } from './components/traffic-report'
