export * from './account-details';
export * from './reservation';
