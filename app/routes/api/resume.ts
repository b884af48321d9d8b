import { fileResponse, RESUME_KEY_PATTERN } from '~/server/admin/download.server'
import { requirePermissionApi } from '~/server/auth/staff-session.server'
import { getResumeFile } from '~/features/candidates/index.server'
import type { Route } from './+types/resume'

const notFound = () =>
  Response.json(
    { error: { code: 'not_found', message: 'No such resume.' } },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * GET /api/job-application/resume/{fileName}: the exact bytes uploaded, as an attachment, for the
 * members who may download resumes (a role that may not see resumes never may: CANDIDATE_VIEWS).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const fileName = params.fileName
  await requirePermissionApi(request, 'resumes.download')
  if (!RESUME_KEY_PATTERN.test(fileName)) return notFound()
  const file = await getResumeFile(fileName)
  if (!file) return notFound()
  return fileResponse(file.data, file.contentType, file.originalName)
}
