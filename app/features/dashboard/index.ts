export { StatCard } from './components/stat-card'
export { WeekChart } from './components/week-chart'
export type { WeekCount, WeekSeries } from './contract'
