export * from './catalogue';
export * from './experience-centres';
export * from './orders';
export * from './outbox';
export * from './payments';
export * from './promotions';
export * from './settings';
export * from './stock';
