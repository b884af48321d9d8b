export { RemoveSubscriberForm, SubscriberCountList } from './components/subscriber-panels'
export { SubscribeForm } from './components/subscribe-form'
export {
  OpeningFilterFields,
  WhatToReceive,
  fieldClass,
  type FilterLists,
} from './components/subscription-fields'
export * from './contract'
export { describeChoices } from './describe-choices'
