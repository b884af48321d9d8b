import { ContactForm, type ContactFormProps } from '~/components/contact/contact-form'
import type { IslandDefinition } from './island'

export const contactFormIsland: IslandDefinition<ContactFormProps> = {
  name: 'contact-form',
  Component: ContactForm,
}
