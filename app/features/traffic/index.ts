/*
 * Traffic (issue 40): what routes' components import. Server names are in index.server.ts, as
 * React Router's build refuses a `*.server` module anywhere the browser bundle can reach.
 */
export {
  ExplicitSourceSchema,
  TrafficQuerySchema,
  sourceLabel,
  type ExplicitSource,
  type TrafficReport,
  type VisitSource,
} from './contract'
export { CameFrom } from './components/came-from'
export { TrafficReportView } from './components/traffic-report'
