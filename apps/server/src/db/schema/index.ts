export * from './catalogue';
export * from './experience-centres';
export * from './outbox';
<<<<<<< HEAD
export * from './payments';
=======
export * from './promotions';
>>>>>>> fe8e202
export * from './settings';
export * from './stock';
