export * from './availability';
export * from './test-drive-rules';
