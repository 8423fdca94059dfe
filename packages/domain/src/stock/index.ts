export * from './stock-status';
export * from './vin';
