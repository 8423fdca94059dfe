import { PageSpinner } from '../../components/page-spinner';

/** The not-found screen shows only a spinner (spec 000 section 2 item 16). */
export default function NotFoundPage() {
  return <PageSpinner label="Page not found" />;
}
