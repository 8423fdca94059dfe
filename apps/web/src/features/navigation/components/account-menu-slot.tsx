import { countryOfMarket, type MarketCode } from '@showroom/domain';
import { AccountMenu } from '../../account/components/account-menu';

/** The menu's place for the account popup (Sign In, Create Account; signed in: My Orders, Profile, Sign Out). */
export function AccountMenuSlot({ market }: { market: MarketCode }) {
  return <AccountMenu country={countryOfMarket(market) ?? 'AU'} market={market} />;
}
