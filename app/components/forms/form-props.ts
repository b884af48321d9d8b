import { getFormProps, type FormMetadata } from '@conform-to/react'

/**
 * A form element's props from Conform, with the browser's own checks (required, type, maxLength)
 * on until the form is enhanced: without JavaScript they run before the post; once enhanced, the
 * schema checks as the visitor types. The form's hooks keep Conform's default (`noValidate` from the
 * start) and this decides, because `defaultNoValidate: false` has Conform switch it in a layout
 * effect, which redraws the whole form synchronously in the task that hydrated it.
 */
// Conform's own bound on a form's values (`any` as in its FormMetadata: the schema's output type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function formProps<Schema extends Record<string, any>, FormError>(
  form: FormMetadata<Schema, FormError>,
  enhanced: boolean,
) {
  return { ...getFormProps(form), noValidate: enhanced }
}
