export { GlobalMenu } from './components/global-menu';
export { SiteFooter } from './components/site-footer';
