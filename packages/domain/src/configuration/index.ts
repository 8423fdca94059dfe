export * from './catalogue-chain';
export * from './charging';
export * from './configuration';
export * from './default-config';
export * from './step-menu';
