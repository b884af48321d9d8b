import { InterimPage } from '~/components/blocks/interim-page'
import { buildMeta } from '~/lib/meta'

export const meta = () => buildMeta({ path: '/sectors' })

export default function Page() {
  return <InterimPage path="/sectors" />
}
