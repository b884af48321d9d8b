import { ContactDetails } from '~/components/contact/contact-details'
import { FormPageFrame } from '~/components/forms/form-page-frame'
import { contactPageCopy } from '~/content/forms'
import { CONTACT_FORM } from '~/contracts/contact-form'
import { getPageSummary } from '~/content/page-index'
import { contactFormIsland } from '~/islands/contact-form'
import { Island } from '~/islands/island'
import { buildMeta } from '~/seo/meta'
import type { RouteHandle } from '~/root'
import { issueFormToken } from '~/server/security/form-token.server'
import { islandAssets } from '~/server/html/island-assets.server'
import { contactForm } from '~/server/submissions/contact.server'
import { formPageAction, sentReferenceOf } from '~/server/submissions/page-action.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import type { Route } from './+types/contact'
import { metaFromLoader } from '~/seo/route-meta'

export const handle: RouteHandle = { hideContactTab: true, island: true }

/** Rendered per request: the form's HTML carries a fresh fill-time token (renewed after each post). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  return {
    formToken: await issueFormToken('contact'),
    sent: params.get('sent') === '1',
    sentReference: sentReferenceOf(params, 'contact'),
    island: islandAssets('contact-form'),
    hero: getPageSummary('/contact'),
    meta: buildMeta({ path: '/contact' }),
  }
}

export const meta = metaFromLoader

/** The form posted without JavaScript; with it, the form sends to POST /api/contact. */
export async function action(args: Route.ActionArgs) {
  return formPageAction(contactForm, args, { readBody: readContactBody, path: CONTACT_FORM.path })
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPageFrame
      summary={loaderData.hero}
      titleId="contact-form-title"
      title={contactPageCopy.formTitle}
      intro={contactPageCopy.formIntro}
      aside={<ContactDetails copy={contactPageCopy.details} />}
      asideWidth="wide"
    >
      <Island
        of={contactFormIsland}
        assets={loaderData.island}
        props={{
          copy: {
            messageHint: contactPageCopy.messageHint,
            responseNote: contactPageCopy.responseNote,
          },
          sent: loaderData.sent,
          sentReference: loaderData.sentReference,
          pageData: actionData,
          token: loaderData.formToken,
          labelledBy: 'contact-form-title',
        }}
      />
    </FormPageFrame>
  )
}
