import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorList, Field, FileField, SelectField } from './field'
import { StatusButton } from './status-button'

describe('Field', () => {
  it('links the label, the hint and the errors to the input', () => {
    const html = renderToString(
      <Field
        label="Email"
        hint="We reply here."
        inputProps={{ id: 'email', name: 'email', type: 'email' }}
        errors={['Email is required.']}
      />,
    )
    expect(html).toContain('<label for="email"')
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/)
    expect(html).toMatch(/<input[^>]*aria-describedby="email-hint email-error"/)
    expect(html).toContain('<p id="email-hint">We reply here.</p>')
    expect(html).toMatch(/<ul id="email-error"[^>]*>.*Email is required\./)
  })

  it('is not marked invalid without errors, and says when it is optional', () => {
    const html = renderToString(<Field label="Phone" optional inputProps={{ id: 'phone', name: 'phone' }} />)
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
    expect(html).toMatch(/Phone<span[^>]*> \(optional\)<\/span>/)
  })

  it('renders selects with a placeholder choice and file inputs as native controls', () => {
    const select = renderToString(
      <SelectField
        label="Position"
        placeholder="Choose a role"
        options={[{ value: 'hr-executive', label: 'HR Executive' }]}
        selectProps={{ id: 'position', name: 'position', defaultValue: 'hr-executive' }}
      />,
    )
    expect(select).toContain('<option value="">Choose a role</option>')
    expect(select).toMatch(/<option value="hr-executive" selected="">HR Executive<\/option>/)
    const file = renderToString(
      <FileField label="Resume" inputProps={{ id: 'resume', name: 'resume', accept: '.pdf' }} />,
    )
    expect(file).toMatch(/<input type="file"[^>]*accept=".pdf"/)
  })

  it('lists each error once and keeps an empty, hidden anchor when there are none', () => {
    expect(renderToString(<ErrorList id="e" errors={['A', 'A', null, 'B']} />).match(/<li/g)).toHaveLength(2)
    expect(renderToString(<ErrorList id="e" errors={[]} />)).toBe('<div id="e" hidden=""></div>')
  })
})

describe('StatusButton', () => {
  function render(pending: boolean) {
    return renderToString(<StatusButton pending={pending}>Send message</StatusButton>)
  }

  it("reads 'Sending...' while pending, without disabling the button", () => {
    expect(render(false)).toMatch(/<button type="submit"[^>]*><span>Send message<\/span><\/button>/)
    const busy = render(true)
    expect(busy).toContain('<span>Sending...</span>')
    expect(busy).toContain('aria-disabled="true"')
    expect(busy).not.toMatch(/ disabled=""/)
  })
})
