import { createStore } from './create-store';

/** The local developer flag set by `/__dev/on` and cleared by `/__dev/off` (spec 000 section 4). */
export const devModeStore = createStore<boolean>(false, {
  storageKey: 'showroom.devMode',
  validate: (value) => (typeof value === 'boolean' ? value : undefined),
});
