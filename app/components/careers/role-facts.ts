import type { EmploymentType, JobRole, WorkplaceType } from '~/content/careers'
import { formatShort } from '~/lib/format-number'

export const employmentLabels: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
}

export const workplaceLabels: Record<WorkplaceType, string> = {
  hybrid: 'Hybrid',
  remote: 'Remote',
  'on-site': 'On-site',
}

/** 600000–1400000 INR a year → '₹6–14 lakh a year' (how pay is read in India). */
export function formatSalary(salary: JobRole['salary']): string {
  const lakh = (n: number) => formatShort(n / 100_000, 1)
  return `₹${lakh(salary.min)}–${lakh(salary.max)} lakh a year`
}

export function formatExperience(experience: JobRole['experience']): string {
  return `${experience.minYears}–${experience.maxYears} years`
}
