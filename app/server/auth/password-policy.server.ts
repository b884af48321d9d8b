import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { site } from '~/content/site'
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '~/contracts/staff'

/**
 * The strength estimator's score (0–4) a password must reach: 3 is "safely unguessable" against an
 * offline attack on a slow hash (about 10^8 guesses), which scrypt hashes are.
 */
const MIN_SCORE = 3

let estimator: ZxcvbnFactory | undefined
/** Built on first use: its dictionaries take about 100 ms to load, which no other request should pay. */
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return estimator
}

export interface PasswordContext {
  username?: string | null
  email?: string | null
  name?: string | null
}

const COMPANY_WORD = site.name.split(/\s+/)[0]?.toLowerCase() ?? ''

/** The parts of who someone is that a password must not contain (three letters or more each). */
function personalWords({ username, email, name }: PasswordContext): { word: string; what: string }[] {
  const words: { word: string; what: string }[] = []
  const add = (value: string | null | undefined, what: string) => {
    const word = value?.trim().toLowerCase()
    if (word && word.length >= 3) words.push({ word, what })
  }
  add(username, 'your username')
  add(email, 'your e-mail address')
  add(email?.split('@')[0], 'your e-mail address')
  for (const part of name?.split(/\s+/) ?? []) add(part, 'your name')
  add(COMPANY_WORD, 'the company name')
  return words
}

/**
 * Why a password is refused, in words for the person choosing it, or null when it is strong
 * enough: at least 12 characters, not the username, e-mail or company name (nor containing them),
 * and rated hard to guess by a maintained strength estimator with its common and English word lists.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`
  }
  const lower = password.toLowerCase()
  const personal = personalWords(context).find(({ word }) => lower.includes(word))
  if (personal) return `The password must not contain ${personal.what}.`
  const result = getEstimator().check(
    password,
    personalWords(context).map(({ word }) => word),
  )
  if (result.score >= MIN_SCORE) return null
  const why = result.feedback.warning ?? 'It would be easy to guess.'
  const tip = result.feedback.suggestions[0] ?? 'Use several uncommon words, or a password manager.'
  return `This password is too easy to guess. ${why} ${tip}`
}
