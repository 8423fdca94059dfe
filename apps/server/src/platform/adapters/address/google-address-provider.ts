import type { AddressSuggestion } from '@showroom/contract';
import { australianStateCode, type CountryCode } from '@showroom/domain';
import { z } from 'zod';
import { fetchGoogleJson, type GoogleMapsConfig, googleUrl } from '../google/google-http';
import { ProviderUnavailableError } from '../provider-unavailable';
import { type AddressProvider, type GeocodeResult, suggestionLimit } from './address-provider';
import { formatFullAddress, locateInGazetteer } from './embedded-address-provider';
import { type Gazetteer, loadGazetteer } from './gazetteer-data';

/* Response shapes as documented by Google: Places API (New) places:autocomplete, and the Geocoding API. */

const GoogleText = z.object({ text: z.string() });
const AutocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: GoogleText,
            structuredFormat: z
              .object({ mainText: GoogleText, secondaryText: GoogleText.optional() })
              .optional(),
            types: z.array(z.string()).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const GoogleError = z.object({ error: z.object({ code: z.number(), status: z.string().optional() }) });

const GeocodeResponse = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z
          .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
          .default([]),
      }),
    )
    .default([]),
});

/** Prediction types whose main text is a place name rather than a street line. */
const placeTypes =
  /^(locality|sublocality.*|neighborhood|postal_code|administrative_area_level_\d|colloquial_area)$/;
const countryNames: Record<CountryCode, string> = { AU: 'australia', NZ: 'new zealand' };

interface PredictedPlace {
  streetLine: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
}

/**
 * Reads suburb, state (or city) and postcode from an autocomplete prediction's structured text:
 * "12 Smith Street" + "Parramatta NSW, Australia"; "12 Queen Street" + "Ponsonby, Auckland, New Zealand".
 */
export function readPrediction(
  country: CountryCode,
  mainText: string,
  secondaryText: string,
  types: readonly string[],
): PredictedPlace {
  const isPlace = types.some((type) => placeTypes.test(type));
  const parts = secondaryText
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part.toLowerCase() !== countryNames[country]);
  if (isPlace) parts.unshift(mainText);
  let postcode = '';
  const words = parts
    .map((part) =>
      part
        .replace(/\b\d{4}\b/, (digits) => {
          postcode = digits;
          return '';
        })
        .trim(),
    )
    .filter(Boolean);
  const streetLine = isPlace ? '' : mainText;
  if (country === 'AU') {
    const last = words.pop() ?? '';
    const match = last.match(/^(.*?)\s*\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)$/i);
    const state = australianStateCode(match?.[2]) ?? '';
    const suburb = (match ? match[1] : last) || words.pop() || '';
    return { streetLine, suburb, city: '', state, postcode };
  }
  const [suburb = '', city = suburb] = words;
  return { streetLine, suburb, city, state: '', postcode };
}

/**
 * Google Places (New) autocomplete for suggestions and the Geocoding API for coordinates, used when
 * GOOGLE_MAPS_API_KEY is set. Autocomplete predictions carry no postcode, so the postcode (and New Zealand
 * region) is filled from the embedded gazetteer; when it cannot be, the suggestion has an empty postcode and the
 * web app asks for one (spec 000 section 5).
 */
export function googleAddressProvider(
  config: GoogleMapsConfig,
  load: () => Promise<Gazetteer> = loadGazetteer,
): AddressProvider {
  async function complete(country: CountryCode, predicted: PredictedPlace): Promise<AddressSuggestion> {
    const index = (await load())[country];
    const known = predicted.suburb
      ? locateInGazetteer(index, country, {
          address: '',
          suburb: predicted.suburb,
          state: country === 'AU' ? predicted.state : predicted.city,
          postcode: predicted.postcode,
        })
      : undefined;
    const place = {
      name: known?.name ?? predicted.suburb,
      city: known?.city ?? predicted.city,
      state: known?.state ?? (country === 'AU' ? predicted.state : predicted.city),
      postcode: predicted.postcode || known?.postcode || '',
    };
    return {
      fullAddress: formatFullAddress(country, predicted.streetLine, place),
      suburb: place.name,
      state: place.state,
      postcode: place.postcode,
    };
  }

  return {
    name: 'google',
    async suggest(country, text) {
      const { httpStatus, body } = await fetchGoogleJson(
        'Google Places autocomplete',
        googleUrl(config.placesBaseUrl, '/v1/places:autocomplete'),
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': config.apiKey,
            'x-goog-fieldmask':
              'suggestions.placePrediction.placeId,suggestions.placePrediction.text,' +
              'suggestions.placePrediction.structuredFormat,suggestions.placePrediction.types',
          },
          body: JSON.stringify({
            input: text,
            includedRegionCodes: [country.toLowerCase()],
            includedPrimaryTypes: ['street_address', 'premise', 'subpremise', 'route', 'locality'],
            languageCode: 'en',
          }),
        },
        config.timeoutMs,
      );
      if (httpStatus !== 200) {
        const status = GoogleError.safeParse(body).data?.error.status ?? '';
        throw new ProviderUnavailableError(
          'Google Places autocomplete',
          `HTTP ${httpStatus} ${status}`.trim(),
        );
      }
      const parsed = AutocompleteResponse.safeParse(body);
      if (!parsed.success)
        throw new ProviderUnavailableError('Google Places autocomplete', 'unexpected reply');
      const predictions = (parsed.data.suggestions ?? []).flatMap((s) =>
        s.placePrediction ? [s.placePrediction] : [],
      );
      const places = predictions.map((p) =>
        readPrediction(
          country,
          p.structuredFormat?.mainText.text ?? p.text.text,
          p.structuredFormat?.secondaryText?.text ?? '',
          p.types ?? [],
        ),
      );
      const suggestions = await Promise.all(places.filter((p) => p.suburb).map((p) => complete(country, p)));
      return suggestions.slice(0, suggestionLimit);
    },

    async geocode(country, address): Promise<GeocodeResult> {
      const url = googleUrl(config.mapsBaseUrl, '/maps/api/geocode/json');
      const text = [address.address, address.suburb, address.state, address.postcode]
        .filter(Boolean)
        .join(' ');
      url.searchParams.set('address', address.address || text);
      const components = [`country:${country}`];
      if (address.postcode && /^\d{4}$/.test(address.postcode))
        components.push(`postal_code:${address.postcode}`);
      url.searchParams.set('components', components.join('|'));
      url.searchParams.set('region', country.toLowerCase());
      url.searchParams.set('key', config.apiKey);
      const { httpStatus, body } = await fetchGoogleJson(
        'Google Geocoding',
        url,
        { method: 'GET' },
        config.timeoutMs,
      );
      const parsed = GeocodeResponse.safeParse(body);
      if (httpStatus !== 200 || !parsed.success) {
        throw new ProviderUnavailableError('Google Geocoding', `HTTP ${httpStatus}`);
      }
      const { status, results } = parsed.data;
      if (status === 'ZERO_RESULTS') return { kind: 'not-found' };
      // OVER_QUERY_LIMIT, OVER_DAILY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR: cannot answer now.
      const [first] = results;
      if (status !== 'OK' || !first) throw new ProviderUnavailableError('Google Geocoding', status);
      const component = (type: string) => first.address_components.find((c) => c.types.includes(type));
      const suburb = component('locality') ?? component('sublocality') ?? component('postal_town');
      const region = component('administrative_area_level_1');
      return {
        kind: 'found',
        location: first.geometry.location,
        suburb: suburb?.long_name ?? address.suburb ?? '',
        state: (country === 'AU' ? region?.short_name : region?.long_name) ?? address.state ?? '',
        postcode: component('postal_code')?.long_name ?? address.postcode ?? '',
      };
    },
  };
}
