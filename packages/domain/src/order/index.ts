export * from './balance-due-date';
export * from './order-balance';
export * from './order-events';
export * from './order-machine';
export * from './order-status';
export * from './pipelines';
export * from './support-request';
