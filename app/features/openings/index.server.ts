export {
  closeOpening,
  deleteOpening,
  getOpening,
  getOpeningBySlug,
  listOpeningChoices,
  listOpeningDepartments,
  listOpeningsForAdmin,
  listOpenOpenings,
  publishOpening,
} from '~/server/db/openings.server'
export {
  closeOpeningsPastTheirDay,
  msUntilNextDay,
  openingsToday,
  startClosingExpiredOpenings,
  SYSTEM_ACTOR,
} from './close-expired-openings.server'
export { createOpening, type CreateOpeningOptions } from './create-opening.server'
export {
  createOpeningsCache,
  getOpeningsCache,
  type OpeningLookup,
  type OpeningsCache,
} from './openings-cache.server'
export {
  facetsOf,
  filterOpenings,
  isFiltered,
  viewOfOpening,
  type FilterOption,
  type OpeningFacets,
  type OpeningView,
} from './public-openings.server'
export { listRecruiterChoices } from './list-recruiter-choices.server'
export { handleOpeningForm, type OpeningFormReply } from './save-opening.server'
export { OPENINGS_SEEDED_KEY, seedOpenings } from './seed-openings.server'
export { updateOpening } from './update-opening.server'
