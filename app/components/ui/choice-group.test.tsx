import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup } from './choice-group'

const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/** The class lists of the group's drawn buttons (the labels that stand for the hidden radios). */
function chipClasses(html: string) {
  return [...html.matchAll(/<label for="notice-\d"[^>]*class="([^"]*)"/g)].map((m) => m[1]?.split(' ') ?? [])
}

describe('ChoiceGroup', () => {
  it('draws every choice of a group in error with the danger border only, like other invalid fields', () => {
    const html = renderToString(
      <ChoiceGroup
        id="notice"
        name="notice"
        legend="Can you start within a month?"
        options={options}
        errors={['Choose one.']}
      />,
    )
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/)
    const chips = chipClasses(html)
    expect(chips).toHaveLength(2)
    for (const classes of chips) {
      expect(classes).toContain('border-danger-700')
      expect(classes).not.toContain('border-slate-300')
    }
  })

  it('keeps the neutral border while the group is valid', () => {
    const html = renderToString(
      <ChoiceGroup id="notice" name="notice" legend="Can you start?" options={options} />,
    )
    expect(html).not.toContain('aria-invalid')
    for (const classes of chipClasses(html)) {
      expect(classes).toContain('border-slate-300')
      expect(classes).not.toContain('border-danger-700')
    }
  })
})
