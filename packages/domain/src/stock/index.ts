export * from './csv-records';
export * from './estimated-delivery';
export * from './inventory-filters';
export * from './stock-status';
export * from './vin';
export * from './stock-unit-machine';
