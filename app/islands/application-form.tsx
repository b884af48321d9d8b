import {
  ApplicationFormCard,
  type ApplicationFormCardProps,
} from '~/components/careers/application-form-card'
import { applyPageCopy } from '~/content/forms'
import { site } from '~/content/site'
import type { IslandDefinition } from './island'

/** What the page knows per request; the copy (which holds a function) comes with the bundle. */
export type ApplicationIslandProps = Omit<ApplicationFormCardProps, 'copy' | 'careersEmail'>

function ApplicationIsland(props: ApplicationIslandProps) {
  return <ApplicationFormCard copy={applyPageCopy} careersEmail={site.email.careers} {...props} />
}

export const applicationFormIsland: IslandDefinition<ApplicationIslandProps> = {
  name: 'application-form',
  Component: ApplicationIsland,
}
