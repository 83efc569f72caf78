import { hash } from "~/domains/suppliers/sandbox/random";
import type { Property } from "../supplier";

/**
 * A property's photos are drawn, not fetched: a small SVG per image, coloured by the property, so the sandbox
 * needs no external URL. Served by the hotel pages; `alt` says what the picture shows.
 */
export function propertyImageSvg(property: Property, imageId: string): string | null {
  const image = property.images.find((i) => i.id === imageId);
  if (!image) return null;
  const hue = hash(property.id) % 360;
  const sky = `hsl(${hue}, 55%, 82%)`;
  const wall = `hsl(${(hue + 30) % 360}, 35%, 62%)`;
  const accent = `hsl(${(hue + 180) % 360}, 45%, 38%)`;
  const floors = Math.max(1, Math.min(8, property.stars + (property.type === "hotel" ? 2 : 0)));
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from(
      { length: 5 },
      (_, w) => `<rect x="${70 + w * 36}" y="${190 - f * 22}" width="18" height="12" fill="${sky}"/>`,
    ).join(""),
  ).join("");
  const scene: Record<string, string> = {
    exterior: `<rect x="55" y="${200 - floors * 22}" width="190" height="${floors * 22 + 20}" fill="${wall}"/>${windows}<rect x="135" y="200" width="30" height="20" fill="${accent}"/>`,
    room: `<rect x="40" y="150" width="220" height="50" rx="6" fill="${wall}"/><rect x="40" y="130" width="60" height="30" rx="6" fill="#fff"/><rect x="190" y="60" width="60" height="50" fill="${sky}" stroke="${accent}" stroke-width="4"/>`,
    bathroom: `<rect x="60" y="140" width="180" height="60" rx="30" fill="#fff" stroke="${accent}" stroke-width="4"/><rect x="200" y="60" width="8" height="80" fill="${accent}"/>`,
    pool: `<rect x="0" y="150" width="300" height="70" fill="hsl(195, 70%, 55%)"/><circle cx="240" cy="60" r="24" fill="#ffd54f"/>`,
    lobby: `<rect x="30" y="160" width="240" height="40" fill="${wall}"/><rect x="120" y="110" width="60" height="50" fill="${accent}"/><circle cx="60" cy="130" r="20" fill="hsl(120, 35%, 40%)"/>`,
    view: `<path d="M0 170 L70 110 L130 160 L200 90 L300 170 Z" fill="${accent}"/><circle cx="230" cy="55" r="20" fill="#ffd54f"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220" role="img"><rect width="300" height="220" fill="${sky}"/>${scene[image.alt] ?? ""}<rect y="200" width="300" height="20" fill="hsl(${hue}, 20%, 45%)"/></svg>`;
}
