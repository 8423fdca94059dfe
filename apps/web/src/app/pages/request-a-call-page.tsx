import { RequestACall } from '../../features/contact';
import { useParams } from '../../lib/router';

/** `/{market}/request-a-call/{QRcode?}`. */
export default function RequestACallPage() {
  const { QRcode } = useParams();
  return <RequestACall qrCode={QRcode} />;
}
