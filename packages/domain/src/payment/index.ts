export * from './card';
export * from './card-scan';
