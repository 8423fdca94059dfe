export * from './catalogue';
export * from './experience-centres';
export * from './outbox';
export * from './promotions';
export * from './settings';
export * from './stock';
