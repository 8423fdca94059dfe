export * from './address-line';
export * from './delivery-fee';
export * from './geo';
export * from './home-delivery-rules';
export * from './land-mass';
export * from './messages';
export * from './selection';
