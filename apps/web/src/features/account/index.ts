export { AccountMenu, useSignedIn } from './components/account-menu';
