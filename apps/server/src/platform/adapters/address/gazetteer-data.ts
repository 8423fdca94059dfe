import { readFile } from 'node:fs/promises';
import type { CountryCode } from '@showroom/domain';
import { GazetteerIndex, type Locality } from './gazetteer-index';

export type Gazetteer = Record<CountryCode, GazetteerIndex>;

interface DataFile {
  columns: string[];
  rows: (string | number)[][];
}

/** The data files sit beside this module in the source tree, and beside the bundle in a build (build.mjs copies them). */
const folder = new URL('./gazetteer/', import.meta.url);

async function readRows(file: string): Promise<DataFile['rows']> {
  const data = JSON.parse(await readFile(new URL(file, folder), 'utf8')) as DataFile;
  return data.rows;
}

async function loadAll(): Promise<Gazetteer> {
  const [au, nz] = await Promise.all([readRows('au-localities.json'), readRows('nz-localities.json')]);
  const auLocalities: Locality[] = au.map(([name, state, postcode, lat, lng]) => ({
    name: String(name),
    city: '',
    state: String(state),
    postcode: String(postcode),
    location: { lat: Number(lat), lng: Number(lng) },
  }));
  const nzLocalities: Locality[] = nz.map(([name, city, region, postcode, lat, lng]) => ({
    name: String(name),
    city: String(city),
    state: String(region),
    postcode: String(postcode),
    location: { lat: Number(lat), lng: Number(lng) },
  }));
  return { AU: new GazetteerIndex(auLocalities), NZ: new GazetteerIndex(nzLocalities) };
}

let loaded: Promise<Gazetteer> | undefined;

/**
 * The AU and NZ gazetteers, read and indexed once per process on first use (about 19,000 localities, well under a
 * second) and shared by every request and every app instance after that.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loaded ??= loadAll().catch((error: unknown) => {
    loaded = undefined; // a missing or broken data file is a deployment fault: let a later call try again
    throw error;
  });
  return loaded;
}
