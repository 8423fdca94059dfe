export * from './enquiry-rules';
export * from './share-link';
