import { HireBriefForm, type HireBriefFormProps } from '~/components/hire-brief/hire-brief-form'
import type { IslandDefinition } from './island'

export const hireBriefFormIsland: IslandDefinition<HireBriefFormProps> = {
  name: 'hire-brief-form',
  Component: HireBriefForm,
}
