import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PinCodesTable } from '../db/types';

type Zone = PinCodesTable['zone'];

export interface PinSeed {
  pin: string;
  city: string;
  district: string;
  state_code: string;
  serviceable: boolean;
  cod_available: boolean;
  zone: Zone;
  delivery_days: number;
}

interface Place {
  city: string;
  district?: string;
  state: string;
  zone: Zone;
  days: number;
  cod?: boolean;
  serviceable?: boolean;
}

function entry(pin: number, place: Place): PinSeed {
  return {
    pin: String(pin),
    city: place.city,
    district: place.district ?? place.city,
    state_code: place.state,
    serviceable: place.serviceable ?? true,
    cod_available: place.cod ?? true,
    zone: place.zone,
    delivery_days: place.days,
  };
}

/** Consecutive PINs of one city: the head post office's block. */
function block(first: number, last: number, place: Place): PinSeed[] {
  return Array.from({ length: last - first + 1 }, (_, i) => entry(first + i, place));
}

/** Scattered PINs of one city. */
function pins(list: readonly number[], place: Place): PinSeed[] {
  return list.map((pin) => entry(pin, place));
}

/*
 * Delivery zones as seen from the warehouse in Pune (the spec's map centre,
 * 18.447660 / 73.826200, lies in 411041): Pune itself is local (1-2 days), the
 * rest of Maharashtra regional (2-3), other states national (3-5), islands,
 * the Himalayas and the north-east remote (6-9). A few places the courier
 * does not reach are listed as unserviceable, so the shopper is told rather
 * than left guessing.
 */
const pune = (days: number): Place => ({ city: 'Pune', state: 'MH', zone: 'local', days });
const mh = (city: string, days: number, district = city): Place => ({ city, district, state: 'MH', zone: 'regional', days });
const metro = (city: string, state: string, days: number, district = city): Place => ({ city, district, state, zone: 'national', days });
const remote = (city: string, state: string, days: number, cod: boolean, district = city): Place => ({
  city,
  district,
  state,
  zone: 'remote',
  days,
  cod,
});
const unreachable = (city: string, state: string, district = city): Place => ({
  city,
  district,
  state,
  zone: 'remote',
  days: 9,
  cod: false,
  serviceable: false,
});

export const PIN_CODE_SEED: readonly PinSeed[] = [
  // Local: Pune city, next day in the core, two days at the edges.
  ...block(411001, 411030, pune(1)),
  ...block(411031, 411062, pune(2)),
  // Regional: the rest of Maharashtra.
  ...block(400001, 400020, mh('Mumbai', 2)),
  ...pins([400050, 400051, 400053, 400058, 400063, 400069, 400076, 400080, 400092, 400101], mh('Mumbai', 2, 'Mumbai Suburban')),
  ...block(400601, 400606, mh('Thane', 2)),
  ...pins([400614, 400703, 400706, 400709], mh('Navi Mumbai', 2, 'Thane')),
  ...block(410501, 410507, mh('Chakan', 2, 'Pune')),
  ...block(440001, 440010, mh('Nagpur', 3)),
  ...block(422001, 422006, mh('Nashik', 3)),
  ...block(431001, 431005, mh('Chhatrapati Sambhajinagar', 3)),
  ...block(416001, 416004, mh('Kolhapur', 3)),
  ...pins([413001, 413002, 413003], mh('Solapur', 3)),
  // National: other states and union territories.
  ...block(110001, 110010, metro('New Delhi', 'DL', 3)),
  ...pins([110016, 110017, 110024, 110045, 110085], metro('Delhi', 'DL', 3)),
  ...block(560001, 560010, metro('Bengaluru', 'KA', 3)),
  ...pins([560034, 560066, 560102], metro('Bengaluru', 'KA', 3)),
  ...pins([570001, 570002], metro('Mysuru', 'KA', 4)),
  ...block(600001, 600008, metro('Chennai', 'TN', 4)),
  ...pins([641001, 641002], metro('Coimbatore', 'TN', 4)),
  ...block(700001, 700008, metro('Kolkata', 'WB', 4)),
  ...block(500001, 500008, metro('Hyderabad', 'TG', 3)),
  ...block(380001, 380006, metro('Ahmedabad', 'GJ', 3)),
  ...pins([395001, 395003], metro('Surat', 'GJ', 3)),
  ...block(302001, 302004, metro('Jaipur', 'RJ', 4)),
  ...block(226001, 226004, metro('Lucknow', 'UP', 4)),
  ...pins([201301, 201303], metro('Noida', 'UP', 3, 'Gautam Buddh Nagar')),
  ...block(682001, 682004, metro('Kochi', 'KL', 4, 'Ernakulam')),
  ...pins([695001], metro('Thiruvananthapuram', 'KL', 5)),
  ...pins([160017, 160022, 160036], metro('Chandigarh', 'CH', 4)),
  ...pins([122001, 122002], metro('Gurugram', 'HR', 3)),
  ...pins([141001], metro('Ludhiana', 'PB', 4)),
  ...pins([403001, 403002], metro('Panaji', 'GA', 3, 'North Goa')),
  ...pins([462001], metro('Bhopal', 'MP', 3)),
  ...pins([452001], metro('Indore', 'MP', 3)),
  ...pins([492001], metro('Raipur', 'CT', 4)),
  ...pins([800001], metro('Patna', 'BR', 5)),
  ...pins([834001], metro('Ranchi', 'JH', 5)),
  ...pins([751001], metro('Bhubaneswar', 'OR', 5, 'Khordha')),
  ...pins([530001], metro('Visakhapatnam', 'AP', 4)),
  ...pins([605001], metro('Puducherry', 'PY', 5)),
  ...pins([248001], metro('Dehradun', 'UT', 5)),
  ...pins([171001], metro('Shimla', 'HP', 5)),
  ...pins([396230], metro('Silvassa', 'DH', 4, 'Dadra and Nagar Haveli')),
  ...pins([781001], metro('Guwahati', 'AS', 5, 'Kamrup Metropolitan')),
  // Remote: islands, the Himalayas and the north-east.
  ...pins([744101, 744102], remote('Port Blair', 'AN', 9, false, 'South Andaman')),
  ...pins([194101], remote('Leh', 'LA', 8, false)),
  ...pins([682555], remote('Kavaratti', 'LD', 9, false, 'Lakshadweep')),
  ...pins([737101, 737102], remote('Gangtok', 'SK', 7, true, 'Gangtok')),
  ...pins([796001], remote('Aizawl', 'MZ', 7, true)),
  ...pins([791111], remote('Itanagar', 'AR', 7, false, 'Papum Pare')),
  ...pins([795001], remote('Imphal', 'MN', 7, true, 'Imphal West')),
  ...pins([793001], remote('Shillong', 'ML', 6, true, 'East Khasi Hills')),
  ...pins([797001], remote('Kohima', 'NL', 7, true)),
  ...pins([799001], remote('Agartala', 'TR', 6, true, 'West Tripura')),
  ...pins([190001], remote('Srinagar', 'JK', 6, true)),
  // Known PINs the courier does not reach yet.
  ...pins([744301], unreachable('Car Nicobar', 'AN', 'Nicobar')),
  ...pins([682559], unreachable('Minicoy', 'LD', 'Lakshadweep')),
  ...pins([790104], unreachable('Tawang', 'AR')),
  ...pins([194103], unreachable('Kargil', 'LA')),
];

/**
 * The PIN table is reference data: seeded when empty (a fresh database, or
 * one created before addresses existed), and left alone afterwards so the
 * merchant's own changes survive restarts. Conflicts are ignored, so two
 * servers starting together insert each PIN once.
 */
export async function seedPinCodes(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const existing = await db.selectFrom('pin_codes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (existing.n > 0) return 0;
  const inserted = await db
    .insertInto('pin_codes')
    .values([...PIN_CODE_SEED])
    .onConflict((oc) => oc.column('pin').doNothing())
    .returning('pin')
    .execute();
  return inserted.length;
}
