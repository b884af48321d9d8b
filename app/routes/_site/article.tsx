import { useLocation } from 'react-router'
import { InterimPage } from '~/components/blocks/interim-page'
import { buildMeta } from '~/lib/meta'
import type { Route } from './+types/article'

export const meta = ({ location }: Route.MetaArgs) => buildMeta({ path: location.pathname })

export default function Page() {
  return <InterimPage path={useLocation().pathname} />
}
