import { getInputProps, getSelectProps } from '@conform-to/react'
import { ANSWER_MAX } from '~/contracts/screening-questions'
import {
  ANSWER_FIELDS,
  YES_NO_ANSWERS,
  YES_NO_LABELS,
  type PositionOption,
  type ScreeningQuestion,
} from '~/contracts/positions'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { Field, SelectField } from '~/components/ui/field'
import type { ApplicationFields } from './use-application-form'

/** Names the role whose questions were on the page, so answers typed for one role never fill another's. */
export const ANSWERS_FOR_FIELD = 'answersFor'

/** A list this long or shorter reads best as buttons; a longer one as a select. */
const MAX_CHOICE_BUTTONS = 4

type AnswerMeta = ApplicationFields[(typeof ANSWER_FIELDS)[number]]

function Question({
  question,
  field,
  keepTyped,
}: {
  question: ScreeningQuestion
  field: AnswerMeta
  keepTyped: boolean
}) {
  const initial = keepTyped && typeof field.initialValue === 'string' ? field.initialValue : undefined
  const optional = !question.required
  if (question.kind === 'text') {
    return (
      <Field
        label={question.label}
        optional={optional}
        inputProps={{
          ...getInputProps(field, { type: 'text' }),
          defaultValue: initial,
          required: question.required,
          maxLength: ANSWER_MAX,
        }}
        errors={field.errors}
      />
    )
  }
  const options =
    question.kind === 'yes-no'
      ? YES_NO_ANSWERS.map((value) => ({ value, label: YES_NO_LABELS[value] }))
      : question.choices.map((choice) => ({ value: choice, label: choice }))
  if (options.length <= MAX_CHOICE_BUTTONS) {
    return (
      <ChoiceGroup
        id={field.id}
        name={field.name}
        legend={question.label}
        options={options}
        defaultValue={initial}
        required={question.required}
        optional={optional}
        errors={field.errors}
      />
    )
  }
  return (
    <SelectField
      label={question.label}
      optional={optional}
      placeholder="Choose one"
      options={options}
      selectProps={{ ...getSelectProps(field), defaultValue: initial ?? '', required: question.required }}
      errors={field.errors}
    />
  )
}

/**
 * The chosen opening's screening questions, in its order: a short answer, yes or no, or one
 * choice of a list, each labelled and marked optional unless staff made it required.
 */
export function ScreeningQuestions({
  position,
  fields,
  answersTypedFor,
}: {
  position: PositionOption
  fields: ApplicationFields
  /** The role whose questions the answers sent back (a redraw, a refusal) were typed for. */
  answersTypedFor?: string
}) {
  const keepTyped = answersTypedFor === undefined || answersTypedFor === position.slug
  return (
    <>
      <input type="hidden" name={ANSWERS_FOR_FIELD} value={position.slug} />
      {position.questions.map((question, index) => {
        const name = ANSWER_FIELDS[index]
        return name ? (
          <Question key={name} question={question} field={fields[name]} keepTyped={keepTyped} />
        ) : null
      })}
    </>
  )
}
