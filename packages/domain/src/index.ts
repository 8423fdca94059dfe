export * from './configuration';
export * from './delivery';
export * from './finance';
export * from './market';
export * from './money';
export * from './pricing';
export * from './stock';
