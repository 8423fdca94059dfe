export * from './cents';
export * from './format';
