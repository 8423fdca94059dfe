/*
 * The staff module's public face: staff sign-in and roles, the audit log, change records, CSV exports and keyset
 * pages every back-office module uses. Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */
export { actor, recordStaffAction, recordStaffRead } from './audit-log';
export { csvQuery, csvRowLimit, sendCsv, toCsv } from './csv';
export { type Cursor, cursorOf, pageOf } from './keyset';
export { staffRoutes } from './staff.routes';
export { actingStaff, registerStaffAuth, type StaffMember } from './staff-auth';
export { changeRecorder, changingCalls, type RecordChange } from './staff-change';
export { parseStaffAllowList, staffPolicy, staffRoleOf } from './staff-role';
