/** One week of the dashboard's chart: how many of each kind arrived. */
export interface WeekCount {
  week: string
  contacts: number
  applications: number
  briefs: number
}

/** The kinds the chart draws, each a series of bars. */
export type WeekSeries = Exclude<keyof WeekCount, 'week'>
