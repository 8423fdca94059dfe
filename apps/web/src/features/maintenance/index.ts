export { useMaintenanceRedirect } from './hooks/use-maintenance-redirect';
