import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormErrorBoundary } from './form-error-boundary'
import { FORM_MESSAGES } from '~/contracts/messages'

describe('FormErrorBoundary', () => {
  it('renders its children until one throws, then the form’s fallback message as an alert', () => {
    const boundary = new FormErrorBoundary({ children: <form>ok</form> })
    expect(renderToString(boundary.render())).toBe('<form>ok</form>')
    boundary.state = FormErrorBoundary.getDerivedStateFromError()
    const html = renderToString(boundary.render())
    expect(html).toContain('role="alert"')
    expect(html).toContain(FORM_MESSAGES.formCrashed)
  })

  it('shows a given fallback instead', () => {
    const boundary = new FormErrorBoundary({ children: null, fallback: <p>Email us</p> })
    boundary.state = { failed: true }
    expect(renderToString(boundary.render())).toBe('<p>Email us</p>')
  })
})
