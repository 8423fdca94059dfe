import { marketOf } from '@showroom/domain';
import { PageSpinner } from '../../components/page-spinner';
import { useSharedLink } from '../../features/share';
import { Navigate, useParams } from '../../lib/router';

/** `/links/{linkKey}` without a market: the server says the link's country, then the market-prefixed path. */
export default function LinkRedirectPage() {
  const { linkKey = '' } = useParams();
  const link = useSharedLink(linkKey);
  if (link.isError) return <Navigate to="/" replace />;
  if (!link.data) return <PageSpinner label="Opening the shared configuration" />;
  return <Navigate to={`/${marketOf(link.data.country)}/links/${linkKey}`} replace />;
}
