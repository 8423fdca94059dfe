export { ScheduleDeliveryDialog } from './components/schedule-delivery-dialog';
export { YourDeliveryDialog } from './components/your-delivery-dialog';
