const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points, in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

export interface MapPoint {
  lat: number;
  lon: number;
}

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
/** Where a point sits in what people copy from a maps app: the pair itself, or a link that carries it. */
const POINT_PATTERNS = [
  new RegExp(String.raw`^\s*${NUMBER}\s*[,;\s]\s*${NUMBER}\s*$`), // 6.4281, 3.4219
  new RegExp(String.raw`@${NUMBER},${NUMBER}`), // google.com/maps/place/…/@6.4281,3.4219,17z
  new RegExp(String.raw`[?&]mlat=${NUMBER}&mlon=${NUMBER}`), // openstreetmap.org/?mlat=…&mlon=…
  new RegExp(String.raw`#map=\d+/${NUMBER}/${NUMBER}`), // openstreetmap.org/#map=16/6.4281/3.4219
  new RegExp(String.raw`[?&](?:q|ll|query|center)=${NUMBER}(?:,|%2C)\s*${NUMBER}`, "i"), // maps.google.com/?q=…,…
  new RegExp(String.raw`^geo:${NUMBER},${NUMBER}`), // geo:6.4281,3.4219
];

/**
 * A map point from what an owner pastes: "6.4281, 3.4219", a geo: URI or a map link that carries it; rounded to
 * five decimals (about a metre). Null when none is found or it is off the globe.
 */
export function parseMapPoint(text: string): MapPoint | null {
  for (const pattern of POINT_PATTERNS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const [lat, lon] = [Number(match[1]), Number(match[2])];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    return { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 };
  }
  return null;
}
