export { RecordTimeline, type RecordTimelineProps } from './components/record-timeline'
export * from './contract'
