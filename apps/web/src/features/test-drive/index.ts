export { ConfirmTestDrive } from './components/confirm-test-drive';
export { TestDrivePage } from './components/test-drive-page';
export { ViewTestDrive } from './components/view-test-drive';
export { testDriveRouteParams } from './route-params';
