import { marketOf } from '@showroom/domain';
import { Redirect, useParams } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { useSharedLink } from '../../features/share';

/** `/links/{linkKey}` without a market: the server says the link's country, then the market-prefixed path. */
export default function LinkRedirectPage() {
  const { linkKey = '' } = useParams();
  const link = useSharedLink(linkKey);
  if (link.isError) return <Redirect to="/" replace />;
  if (!link.data) return <PageSpinner label="Opening the shared configuration" />;
  return <Redirect to={`/${marketOf(link.data.country)}/links/${linkKey}`} replace />;
}
