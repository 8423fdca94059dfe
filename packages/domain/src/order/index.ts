export * from './order-balance';
export * from './order-documents';
export * from './order-events';
export * from './order-machine';
export * from './order-price-lines';
export * from './order-status';
export * from './pipelines';
export * from './support-request';
