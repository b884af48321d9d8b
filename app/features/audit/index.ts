export { AuditLog } from './components/audit-log'
export {
  ANONYMOUS_ACTOR,
  AUDIT_ACTIONS,
  AUDIT_LABELS,
  AuditQuerySchema,
  isAuditAction,
  type AuditAction,
  type AuditEntry,
  type AuditLine,
  type AuditQuery,
} from './contract'
