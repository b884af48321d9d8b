export { getDashboard, type DashboardScope } from './get-dashboard.server'
