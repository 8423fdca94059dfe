export * from './reservation';
