import {
  type AustralianState,
  type CountryCode,
  effectiveDelivery,
  filterCount,
  filterOptions,
  type InventoryFilters,
  marketOf,
  noInventoryFilters,
  toggleExterior,
  toggleInterior,
  toggleVariant,
} from '@showroom/domain';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { RetryNotice } from '../../../components/retry-notice';
import { SelectField } from '../../../components/select-field';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { deliveryStore } from '../../../state/delivery';
import { useInventoryFilters, useInventoryItems } from '../api/inventory-api';
import { readPageOptions, useFilterParams } from '../hooks';
import { configuratorLink } from '../links';
import { inventoryItemKey, useItemsWithHolds } from '../use-items-with-holds';
import { FilterPanel } from './filter-panel';
import styles from './inventory.module.css';
import { InventoryCard } from './inventory-card';

const sortOptions = [
  { value: '0', label: 'Lowest price' },
  { value: '1', label: 'Highest price' },
];

function Chips({ filters, onChange }: { filters: InventoryFilters; onChange(next: InventoryFilters): void }) {
  const chips = [
    ...filters.variants.map((name) => ({ name, remove: () => toggleVariant(filters, name) })),
    ...filters.exteriors.map((name) => ({ name, remove: () => toggleExterior(filters, name) })),
    ...filters.interiors.map((name) => ({ name, remove: () => toggleInterior(filters, name) })),
  ];
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.name}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove ${chip.name}`}
            onClick={() => onChange(chip.remove())}
          >
            {chip.name} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <Button variant="text" onClick={() => onChange(noInventoryFilters)}>
          Remove All
        </Button>
      </li>
    </ul>
  );
}

/** The join-waitlist panel; its JOIN OUR WAITLIST HERE action (the contact dialog) is composed by the page. */
function WaitlistPanel({ action, inGrid }: { action: ReactNode; inGrid: boolean }) {
  return (
    <section
      className={`${styles.waitlist} ${inGrid ? styles.waitlistInGrid : ''}`}
      aria-labelledby="inventory-waitlist"
    >
      <h2 id="inventory-waitlist" className={styles.waitlistTitle}>
        STILL NOT WHAT YOU'RE LOOKING FOR?
      </h2>
      <p>Leave your details and join our waitlist: we will be in touch when a LYRIQ like yours arrives.</p>
      {action}
    </section>
  );
}

/**
 * The inventory browser (spec 000 section 2 item 13 and section 4): filter drawer (a dialog on phones), filter
 * count, chips, sort, the card grid or 'NO MATCHES FOUND', the waitlist panel, and the link back to the
 * visitor's configuration. Filters and layout live in the address (`hooks.ts`).
 */
export function Inventory({
  country,
  state,
  waitlist,
}: {
  country: CountryCode;
  state?: AustralianState | undefined;
  /** The panel's JOIN OUR WAITLIST HERE action: the contact dialog in its waitlist mode, composed by the page. */
  waitlist: ReactNode;
}) {
  const market = marketOf(country);
  const [filters, setFilters] = useFilterParams();
  const [params] = useSearchParams();
  const page = readPageOptions(params);
  const configuration = useStore(configurationStore);
  const [sort, setSort] = useState<'0' | '1'>('0');
  const [showFilters, setShowFilters] = useState(true);
  const [mobileFilters, setMobileFilters] = useState(false);
  const customerType = useStore(customerTypeStore);
  // Priced for the buyer's delivery choice, as the configurator prices it (issue 14 item 12).
  const delivery = effectiveDelivery(useStore(deliveryStore));
  const lists = useInventoryFilters({ Country: country });
  const items = useInventoryItems({
    Country: country,
    State: state ?? null,
    CustomerType: customerType,
    DeliveryOption: delivery?.option ?? 'Pickup',
    Postcode: delivery?.postcode || null,
    Suburb: delivery?.suburb || null,
    Variants: [...filters.variants],
    Exteriors: [...filters.exteriors],
    Interiors: [...filters.interiors],
    Sort: sort,
  });
  const stocks = lists.data?.stocks ?? [];
  const options = filterOptions(stocks, filters);
  const swatches = new Map<string, string>();
  for (const s of stocks) {
    swatches.set(s.exteriorName.toLowerCase(), s.exteriorFilterImage);
    swatches.set(s.interiorName.toLowerCase(), s.interiorFilterImage);
  }
  const count = filterCount(filters);
  const vehicles = useItemsWithHolds(items.data ?? []);
  const total = vehicles.reduce((sum, { item }) => sum + item.availableCount, 0);
  const { variant, exterior, interior } = configuration;
  const returnLink =
    !page.shopfront && variant && exterior && interior
      ? configuratorLink(market, {
          variant: variant.name,
          exterior: exterior.name,
          interior: interior.name,
          country,
          state,
        })
      : undefined;
  const waitlistInGrid = page.waitlistAfter !== undefined && page.waitlistAfter < vehicles.length;
  const panel = <FilterPanel filters={filters} options={options} swatches={swatches} onChange={setFilters} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {returnLink ? (
          <Link className={styles.back} to={returnLink}>
            <span aria-hidden="true">‹ </span>Return to configuration
          </Link>
        ) : null}
        <h1 className={styles.title}>EXPLORE INVENTORY</h1>
        <p className={styles.count} aria-live="polite">
          {items.isPending ? 'Loading vehicles…' : `${total} ${total === 1 ? 'vehicle' : 'vehicles'}`}
        </p>
        <div className={styles.tools}>
          <Button
            variant="secondary"
            className={styles.desktopOnly}
            aria-expanded={showFilters}
            onClick={() => setShowFilters((shown) => !shown)}
          >
            {showFilters ? 'Hide' : 'Show'} Filters ({count})
          </Button>
          <Button variant="secondary" className={styles.mobileOnly} onClick={() => setMobileFilters(true)}>
            Filters ({count})
          </Button>
          <SelectField
            label="Sort by"
            placeholder="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(value) => setSort(value === '1' ? '1' : '0')}
          />
        </div>
        <Chips filters={filters} onChange={setFilters} />
      </header>

      <div className={styles.layout} data-filters={showFilters || undefined}>
        {showFilters ? (
          <aside className={`${styles.drawer} ${styles.desktopOnly}`} aria-label="Filters">
            {panel}
          </aside>
        ) : null}
        <section aria-label="Vehicles" aria-busy={items.isFetching} className={styles.results}>
          {items.isError ? (
            <RetryNotice onRetry={() => void items.refetch()}>The vehicles could not be loaded.</RetryNotice>
          ) : null}
          {items.isSuccess && vehicles.length === 0 ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>NO MATCHES FOUND</h2>
              <p>Try removing Filters</p>
            </div>
          ) : (
            <div className={styles.grid}>
              {vehicles.map(({ item, held }, index) => (
                <Fragment key={inventoryItemKey(item)}>
                  {waitlistInGrid && index === page.waitlistAfter ? (
                    <WaitlistPanel action={waitlist} inGrid />
                  ) : null}
                  <InventoryCard market={market} item={item} held={held} />
                </Fragment>
              ))}
            </div>
          )}
        </section>
      </div>

      {waitlistInGrid ? null : <WaitlistPanel action={waitlist} inGrid={false} />}

      <Dialog open={mobileFilters} onOpenChange={setMobileFilters} title="FILTERS" variant="sheet">
        {panel}
        <Button block onClick={() => setMobileFilters(false)}>
          SHOW RESULTS ({total})
        </Button>
      </Dialog>
    </div>
  );
}
