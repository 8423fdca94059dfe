export * from './capacity';
export * from './rules';
