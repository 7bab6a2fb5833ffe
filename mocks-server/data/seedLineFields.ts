import { seedCities } from '../specifications/seedCities';
import { standardMinorOf } from './billMoney';
import type { BillDetail } from './billTypes';

const CITIES = seedCities();

/** A number from the line's id, so the same line always gets the same cities (no faker draw). */
function pick(id: string, salt: number): number {
  let hash = salt;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Enough outside guests that the meal stays within its 200.00 per person (none over 50). */
function guestsFor(line: BillDetail): number {
  const fen = line.feeTypeForm.amount ? standardMinorOf(line.feeTypeForm.amount) : 0n;
  return Math.min(50, Math.max(0, Number((fen + 19_999n) / 20_000n) - 1));
}

/**
 * Fills what a seeded line's fee type asks for (specifications/feeTypeSpecifications.ts), so a
 * seeded draft can be submitted and its lines read as a person wrote them: the trip of a travel
 * line, the city of a hotel, the submitter at a meal, the item bought.
 */
export function seedLineFields(details: BillDetail[], submitterId: string): void {
  for (const line of details) {
    const key = line.feeTypeId.slice(line.feeTypeId.lastIndexOf(':') + 1);
    const from = CITIES[pick(line.id, 1) % CITIES.length];
    const to =
      CITIES[(CITIES.indexOf(from) + 1 + (pick(line.id, 2) % (CITIES.length - 1))) % CITIES.length];
    const form = line.feeTypeForm;
    if (key === 'travel')
      Object.assign(form, { fromCity: from.id, toCity: to.id, tripMeans: 'train' });
    if (key === 'taxi') Object.assign(form, { fromCity: from.id, toCity: from.id });
    if (key === 'hotel') Object.assign(form, { city: to.id, nights: 1 + (pick(line.id, 3) % 3) });
    if (key === 'meal') Object.assign(form, { attendees: [submitterId], guests: guestsFor(line) });
    if (key === 'office') Object.assign(form, { item: '办公用品', quantity: 1 });
  }
}
