import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormErrorBoundary } from './form-error-boundary'
import { FORM_MESSAGES } from '~/contracts/messages'

describe('FormErrorBoundary', () => {
  it('renders its children until one throws, then SPEC’s fallback message', () => {
    const boundary = new FormErrorBoundary({ children: <form>ok</form> })
    expect(renderToString(boundary.render())).toBe('<form>ok</form>')
    boundary.state = FormErrorBoundary.getDerivedStateFromError()
    const html = renderToString(boundary.render())
    expect(html).toContain('role="alert"')
    expect(html).toContain(FORM_MESSAGES.formCrashed)
    expect(FORM_MESSAGES.formCrashed).toBe('⚠️ Something went wrong in the form.')
  })

  it('shows a given fallback instead', () => {
    const boundary = new FormErrorBoundary({ children: null, fallback: <p>Email us</p> })
    boundary.state = { failed: true }
    expect(renderToString(boundary.render())).toBe('<p>Email us</p>')
  })
})
