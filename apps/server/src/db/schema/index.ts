export * from './catalogue';
export * from './experience-centres';
export * from './outbox';
export * from './payments';
export * from './settings';
