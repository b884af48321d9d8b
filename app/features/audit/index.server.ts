export { listAuditLog, recordAudit, type NewAuditEntry } from '~/server/db/audit-log.server'
export { auditExport, exportFileName } from './audit-export.server'
export { listAuditEntries } from './list-audit-entries.server'
