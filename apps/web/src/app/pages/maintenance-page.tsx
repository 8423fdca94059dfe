import MaintenancePage from '../../features/maintenance/components/maintenance-page';

/** `/{market}/maintenance` (spec 000 section 4). */
export default MaintenancePage;
