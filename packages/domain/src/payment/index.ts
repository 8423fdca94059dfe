export * from './authorisation';
export * from './card';
export * from './card-scan';
export * from './payment-attempt';
