export * from './catalogue';
export * from './customers';
export * from './experience-centres';
export * from './idp';
export * from './outbox';
export * from './promotions';
export * from './settings';
export * from './stock';
