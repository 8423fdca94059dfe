export * from './scheduled-price';
