export { ContactButton } from './components/contact-button';
export type { ContactMode } from './components/contact-dialog';
export { RequestACall } from './components/request-a-call';
