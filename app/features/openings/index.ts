export { OpeningForm, openingFormValues, type OpeningFormValues } from './components/opening-form'
export { OpeningPreview } from './components/opening-preview'
export * from './contract'
export { describeExperience, describePay, type OpeningPay } from './opening-facts'
