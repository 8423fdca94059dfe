export * from './client';
export * from './data-dir-lock';
export * from './migrate';
export * from './open';
