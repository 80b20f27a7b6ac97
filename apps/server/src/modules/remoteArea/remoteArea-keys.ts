import { cityKeyOf, ruleBounds } from '@parcelflow/contract';

/** A place as stored: the rule with its compared bounds, or the city with its compared form, and the place's unique key. */
export function storedPlace(place: { postcode?: string; city?: string }) {
  if (place.postcode) {
    const { from, to } = ruleBounds(place.postcode);
    return { placeKind: from === to ? 'prefix' as const : 'range' as const, postcode: place.postcode, ruleFrom: from, ruleTo: to, city: '', cityKey: '', placeKey: place.postcode };
  }
  const cityKey = cityKeyOf(place.city ?? '');
  return { placeKind: 'city' as const, postcode: '', ruleFrom: '', ruleTo: '', city: place.city ?? '', cityKey, placeKey: `city:${cityKey}` };
}
