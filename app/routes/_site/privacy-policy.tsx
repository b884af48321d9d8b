import { LegalDocumentView } from '~/components/legal/legal-document'
import { privacyPolicy } from '~/content/legal'
import { buildMeta } from '~/lib/meta'

export const meta = () => buildMeta({ path: '/privacy-policy' })

export default function Page() {
  return <LegalDocumentView doc={privacyPolicy} />
}
