export * from './business-days';
export * from './holiday-region';
export * from './iso-calendar';
export * from './public-holidays';
export * from './zoned-time';
