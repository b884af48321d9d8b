import { LegalDocumentView } from '~/components/legal/legal-document'
import { privacyPolicy } from '~/content/legal'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/privacy-policy' }) })

export const meta = metaFromLoader

export default function Page() {
  return <LegalDocumentView doc={privacyPolicy} />
}
