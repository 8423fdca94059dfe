import { type CountryCode, marketOf } from '@showroom/domain';
import { Redirect, useParams } from 'wouter';
import { Notice } from '../../components/notice';
import { PageSpinner } from '../../components/page-spinner';
import { ExpiredLink, PrivateLinkBanner, useRestoreSharedLink, useSharedLink } from '../../features/share';
import ConfiguratorPage from './configurator-page';

/**
 * `/{market}/links/{linkKey}`: a shared configuration. An expired link says so and goes to the configurator
 * after 3 s; a link of the other market moves there; otherwise the configuration and delivery location are
 * restored and the configurator opens under the private-link banner.
 */
export default function SharedLinkPage({ country }: { country: CountryCode }) {
  const { linkKey = '' } = useParams();
  const link = useSharedLink(linkKey);
  const restored = useRestoreSharedLink(linkKey, link.data?.country === country ? link.data : undefined);
  const market = marketOf(country);

  if (link.isError) {
    return (
      <div style={{ padding: 'var(--space-6)' }}>
        <Notice tone="error" action={<a href={`/${market}/`}>Configure a LYRIQ</a>}>
          This link is not valid. Please ask for a new link.
        </Notice>
      </div>
    );
  }
  if (!link.data) return <PageSpinner label="Opening the shared configuration" />;
  if (link.data.isExpired) return <ExpiredLink market={market} />;
  if (link.data.country !== country) {
    return <Redirect to={`/${marketOf(link.data.country)}/links/${linkKey}`} replace />;
  }
  if (!restored) return <PageSpinner label="Opening the shared configuration" />;
  return (
    <>
      <PrivateLinkBanner expiryDateText={link.data.expiryDateText} />
      <ConfiguratorPage country={country} />
    </>
  );
}
