import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup } from './choice-group'
import type { ListOfErrors } from './field'

/** A yes/no question drawn with `errors`, and the class lists of its chips (the labels over the radios). */
function drawYesNo(errors?: ListOfErrors) {
  const html = renderToString(
    <ChoiceGroup
      id="notice"
      name="notice"
      legend="Can you start within a month?"
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
      errors={errors}
    />,
  )
  const chips = [...html.matchAll(/<label for="notice-\d"[^>]*class="([^"]*)"/g)].map(
    (m) => m[1]?.split(' ') ?? [],
  )
  return { html, chips }
}

describe('ChoiceGroup', () => {
  // chips.css draws a chip from the input just before it: danger when aria-invalid, filled when checked.
  it('marks every choice of a group in error invalid, each input right before its chip', () => {
    const { html, chips } = drawYesNo(['Choose one.'])
    expect(chips).toEqual([['chip'], ['chip']])
    expect(
      html.match(/<input[^>]*aria-invalid="true"[^>]*\/><label for="notice-\d" class="chip"/g),
    ).toHaveLength(2)
    expect(html).toContain('aria-describedby="notice-error"')
  })

  it('leaves a valid group unmarked', () => {
    const { html, chips } = drawYesNo()
    expect(chips).toEqual([['chip'], ['chip']])
    expect(html).not.toContain('aria-invalid')
  })
})
