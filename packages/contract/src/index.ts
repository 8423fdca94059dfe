export * from './canonical-keys';
export * from './catalogue';
export * from './endpoint';
export * from './envelope';
export * from './fields';
export * from './interest';
export * from './location';
export * from './system';
