import { LegalDocumentView } from '~/components/legal/legal-document'
import { terms } from '~/content/legal'
import { buildMeta } from '~/lib/meta'
import { metaFromLoader } from '~/lib/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/terms' }) })

export const meta = metaFromLoader

export default function Page() {
  return <LegalDocumentView doc={terms} />
}
