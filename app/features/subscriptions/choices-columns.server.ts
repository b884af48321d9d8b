import type { SubscriberChoiceColumns, SubscriberRow } from '~/server/db/subscribers.server'
import type { SubscriptionChoices } from './contract'

/** The choices as the subscribers table stores them. */
export function choiceColumns(choices: SubscriptionChoices, timeZone: string): SubscriberChoiceColumns {
  return {
    openings: choices.openings ? 1 : 0,
    insights: choices.insights ? 1 : 0,
    department: choices.openings ? choices.department : null,
    location: choices.openings ? choices.location : null,
    workplace: choices.openings ? choices.workplace : null,
    employmentType: choices.openings ? choices.employmentType : null,
    frequency: choices.frequency,
    timeZone,
  }
}

export function choicesOf(row: SubscriberRow): SubscriptionChoices {
  return {
    openings: row.openings === 1,
    insights: row.insights === 1,
    department: row.department,
    location: row.location,
    workplace: row.workplace,
    employmentType: row.employmentType,
    frequency: row.frequency,
  }
}
