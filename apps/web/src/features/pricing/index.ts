export { DriveAwayPrice } from './components/driveaway-price';
