import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup } from './choice-group'
import type { ListOfErrors } from './field'

/** A yes/no question drawn with `errors`, and the class lists of its buttons (the labels over the radios). */
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
  it('draws every choice of a group in error with the danger border only, like other invalid fields', () => {
    const { html, chips } = drawYesNo(['Choose one.'])
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/)
    expect(chips).toHaveLength(2)
    for (const classes of chips) {
      expect(classes).toContain('border-danger-700')
      expect(classes).not.toContain('border-slate-300')
    }
  })

  it('keeps the neutral border while the group is valid', () => {
    const { html, chips } = drawYesNo()
    expect(html).not.toContain('aria-invalid')
    expect(chips).toHaveLength(2)
    for (const classes of chips) {
      expect(classes).toContain('border-slate-300')
      expect(classes).not.toContain('border-danger-700')
    }
  })
})
