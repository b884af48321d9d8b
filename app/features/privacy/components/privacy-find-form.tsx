import { EmailAddressForm } from '~/components/admin/email-address-form'

/** Finds what is stored for an address; `errors` are the address field's, from the action's reply. */
export function PrivacyFindForm({ found, errors }: { found?: string; errors?: string[] }) {
  return (
    <EmailAddressForm button="Find" defaultValue={found} errors={errors}>
      <input type="hidden" name="intent" value="find" />
    </EmailAddressForm>
  )
}
