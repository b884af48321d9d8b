export type { DeletedCounts } from './contract'
