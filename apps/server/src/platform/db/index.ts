export * from './client';
export * from './constraint-error';
export * from './data-dir-lock';
export * from './migrate';
export * from './open';
