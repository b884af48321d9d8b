import { LegalDocumentView } from '~/components/legal/legal-document'
import { terms } from '~/content/legal'
import { buildMeta } from '~/lib/meta'

export const meta = () => buildMeta({ path: '/terms' })

export default function Page() {
  return <LegalDocumentView doc={terms} />
}
