export { sharedLinkQuery, useSharedLink } from './api/get-interest';
export { ExpiredLink } from './components/expired-link';
export { PrivateLinkBanner } from './components/private-link-banner';
export { ShareButton } from './components/share-button';
export { useRestoreSharedLink } from './hooks/use-restore-shared-link';
