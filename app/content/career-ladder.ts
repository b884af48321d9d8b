export interface CareerStep {
  year: string
  role: string
  desc: string
}

/**
 * The three-step ladder every new developer climbs. Shown on the home page and on /careers (in a
 * module of its own, so /careers does not load the home page's content for it).
 */
export const careerLadder = [
  {
    year: 'Year 1',
    role: 'Trainee Developer',
    desc: 'Learn our stack and delivery practices on real client work, paired with a senior mentor who reviews your code every day and sets clear goals each quarter.',
  },
  {
    year: 'Year 2',
    role: 'Junior Developer',
    desc: 'Own features end to end, from estimate to release, join client stand-ups, and pick up cloud, testing and security certifications paid for by us.',
  },
  {
    year: 'Year 3+',
    role: 'Team Lead / Specialist',
    desc: 'Lead a small team or go deep as a specialist in cloud, data, security or front-end architecture, and start mentoring the trainees who follow you.',
  },
] as const satisfies readonly CareerStep[]
