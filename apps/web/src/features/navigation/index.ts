export { AccountMenuSlot } from './components/account-menu-slot';
export { GlobalMenu } from './components/global-menu';
export { SiteFooter } from './components/site-footer';
