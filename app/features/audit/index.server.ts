export { listAuditLog, recordAudit, type NewAuditEntry } from '~/server/db/audit-log.server'
export { auditExport, exportFileName } from './audit-export.server'
