import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { TextareaField } from '~/components/ui/field'
import { cn } from '~/lib/cn'
import { COVER_LETTER_MAX } from '~/contracts/application'

/** The cover letter with a live count against its 1000-character limit (also the maxLength attribute). */
export function CoverLetterField({ field }: { field: FieldMetadata<string | undefined> }) {
  const used = field.value?.length ?? 0
  const near = used >= COVER_LETTER_MAX * 0.9
  return (
    <TextareaField
      label="Cover letter"
      optional
      hint="Why this role, and what you would bring to it."
      textareaProps={{ ...getTextareaProps(field), maxLength: COVER_LETTER_MAX, rows: 7 }}
      errors={field.errors}
      aside={
        <p
          id={`${field.id}-count`}
          className={cn('shrink-0 tabular-nums', near && 'font-semibold text-danger-700')}
        >
          {used} / {COVER_LETTER_MAX}
          <span className="sr-only"> characters</span>
        </p>
      }
    />
  )
}
