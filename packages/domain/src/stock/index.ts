export * from './csv-records';
export * from './estimated-delivery';
export * from './inventory-filters';
export * from './stock-status';
export * from './stock-unit-machine';
export * from './vin';
