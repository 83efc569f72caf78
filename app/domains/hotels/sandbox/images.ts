import { hash } from "~/domains/suppliers/sandbox/random";
import type { Property } from "../supplier";

/**
 * A property's photos are drawn, not fetched: a small SVG per image, so the sandbox needs no external URL. Each is
 * drawn from the property's facts (its type and stars shape the building, its amenities put a pool, a car or the
 * sea in the picture, its region the roofs and the trees) and from its own seed (materials, windows, the time of
 * day, linen and tiles), so no two properties look alike. `alt` says what the picture shows.
 */
export function propertyImageSvg(property: Property, imageId: string): string | null {
  const image = property.images.find((i) => i.id === imageId);
  if (!image) return null;
  const look = lookOf(property);
  const scene = SCENES[image.alt as keyof typeof SCENES];
  if (!scene) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220" role="img">${scene(property, look)}</svg>`;
}

/** A whole number in [min, max] fixed by the property and a key. */
const pick = (property: Property, key: string, min: number, max: number) =>
  min + (hash(`${property.id}:img:${key}`) % (max - min + 1));

const SKIES = [
  ["hsl(200, 70%, 80%)", "hsl(200, 60%, 92%)"], // morning
  ["hsl(210, 75%, 70%)", "hsl(205, 65%, 88%)"], // noon
  ["hsl(30, 85%, 72%)", "hsl(45, 90%, 86%)"], // golden hour
  ["hsl(250, 35%, 45%)", "hsl(15, 70%, 70%)"], // dusk
] as const;
const WALLS = ["#f4efe6", "#e9c9a0", "#d98c5f", "#c9c2b8", "#9fb7c9", "#e3d27a", "#b5654a", "#8fa88b"] as const;
const ACCENTS = ["#1f4e79", "#7a2e2e", "#2f5d50", "#5b3f8c", "#8a5a00", "#2b2b2b"] as const;
const LINENS = ["#ffffff", "#f1e3c8", "#d8e6ef", "#e9d5dc", "#dfe8d5"] as const;
const TILES = ["#dfe9ee", "#f0e6d8", "#d6dbd2", "#2f4858", "#e8d3c0"] as const;

interface Look {
  sky: readonly [string, string];
  wall: string;
  accent: string;
  linen: string;
  tile: string;
  /** Hot and green: palms rather than round trees, flat roofs rather than pitched ones. */
  tropical: boolean;
  dusk: boolean;
}

function lookOf(p: Property): Look {
  const sky = SKIES[pick(p, "sky", 0, SKIES.length - 1)] ?? SKIES[0];
  return {
    sky,
    wall: WALLS[pick(p, "wall", 0, WALLS.length - 1)] ?? WALLS[0],
    accent: ACCENTS[pick(p, "accent", 0, ACCENTS.length - 1)] ?? ACCENTS[0],
    linen: LINENS[pick(p, "linen", 0, LINENS.length - 1)] ?? LINENS[0],
    tile: TILES[pick(p, "tile", 0, TILES.length - 1)] ?? TILES[0],
    tropical: Math.abs(p.lat) < 24,
    dusk: sky === SKIES[3],
  };
}

const backdrop = (look: Look) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="1" stop-color="${look.sky[1]}"/></linearGradient></defs><rect width="300" height="220" fill="url(#s)"/>`;

const palm = (x: number, h: number) =>
  `<path d="M${x} 200 q4 -${h / 2} 0 -${h}" stroke="#7a5a3a" stroke-width="5" fill="none"/>${[-40, -10, 20, 50]
    .map(
      (a) =>
        `<path d="M${x} ${200 - h} q${a / 2} -14 ${a} 6" stroke="#2e7d32" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
    .join("")}`;
const tree = (x: number, h: number) =>
  `<rect x="${x - 3}" y="${200 - h / 2}" width="6" height="${h / 2}" fill="#6d4c41"/><circle cx="${x}" cy="${200 - h / 2 - 12}" r="${h / 3}" fill="#558b2f"/>`;
const plant = (look: Look, x: number, h: number) => (look.tropical ? palm(x, h) : tree(x, h));

/** A grid of windows: square, tall or a ribbon, lit at dusk. */
function windows(p: Property, look: Look, x: number, top: number, columns: number, rows: number, pitch: number) {
  const style = pick(p, "windows", 0, 2);
  const glass = look.dusk ? "#ffe082" : look.sky[1];
  const cells: string[] = [];
  for (let r = 0; r < rows; r++) {
    const y = top + 8 + r * pitch;
    if (style === 2) {
      cells.push(`<rect x="${x + 6}" y="${y}" width="${columns * 26 - 12}" height="${pitch * 0.45}" fill="${glass}"/>`);
      continue;
    }
    for (let c = 0; c < columns; c++) {
      const [w, h] = style === 0 ? [14, pitch * 0.5] : [10, pitch * 0.7];
      cells.push(`<rect x="${x + 8 + c * 26}" y="${y}" width="${w}" height="${h}" fill="${glass}"/>`);
    }
  }
  return cells.join("");
}

function exterior(p: Property, look: Look): string {
  const ground = `<rect y="200" width="300" height="20" fill="${look.tropical ? "#c8b68a" : "#8d9b85"}"/>`;
  const columns = pick(p, "bays", 3, 7);
  const width = columns * 26 + 8;
  const x = pick(p, "x", 20, 290 - width);
  let building: string;
  if (p.type === "hotel" || p.type === "apartment") {
    const rows = Math.min(8, p.stars + pick(p, "floors", 1, 3));
    const pitch = p.type === "hotel" ? 20 : 24;
    const top = 200 - rows * pitch - 12;
    const balconies =
      p.type === "apartment"
        ? Array.from(
            { length: rows },
            (_, r) =>
              `<rect x="${x}" y="${top + 8 + r * pitch + pitch * 0.6}" width="${width}" height="4" fill="${look.accent}"/>`,
          ).join("")
        : "";
    const canopy =
      p.stars >= 4 ? `<rect x="${x + width / 2 - 26}" y="184" width="52" height="6" fill="${look.accent}"/>` : "";
    building = `<rect x="${x}" y="${top}" width="${width}" height="${200 - top}" fill="${look.wall}"/>${windows(p, look, x, top, columns, rows, pitch)}${balconies}${canopy}<rect x="${x + width / 2 - 10}" y="186" width="20" height="14" fill="${look.accent}"/>`;
  } else if (p.type === "resort") {
    const wing = (wx: number) =>
      `<rect x="${wx}" y="150" width="110" height="50" fill="${look.wall}"/><path d="M${wx - 8} 152 L${wx + 55} 120 L${wx + 118} 152 Z" fill="${look.tropical ? "#a1887f" : look.accent}"/>${windows(p, look, wx, 150, 4, 2, 22)}`;
    building = wing(20) + wing(170);
  } else {
    // A guest house or a hostel: a house of one or two floors, its roof by region.
    const rows = pick(p, "storeys", 1, 2);
    const top = 200 - rows * 34;
    const roof = look.tropical
      ? `<rect x="${x - 4}" y="${top - 8}" width="${width + 8}" height="8" fill="${look.accent}"/>`
      : `<path d="M${x - 10} ${top} L${x + width / 2} ${top - 40} L${x + width + 10} ${top} Z" fill="${look.accent}"/>`;
    const mural =
      p.type === "hostel"
        ? `<path d="M${x} ${top + 30} q${width / 4} -18 ${width / 2} 0 t${width / 2} 0" stroke="${ACCENTS[(pick(p, "mural", 0, 5) + 1) % 6]}" stroke-width="6" fill="none"/>`
        : "";
    building = `<rect x="${x}" y="${top}" width="${width}" height="${200 - top}" fill="${look.wall}"/>${roof}${windows(p, look, x, top, columns, rows, 34)}${mural}<rect x="${x + 8 + 26 * pick(p, "door", 0, columns - 1)}" y="178" width="16" height="22" fill="${look.accent}"/>`;
  }
  const pool = p.amenities.includes("pool") ? `<path d="M0 212 L120 204 L170 212 Z" fill="hsl(195, 75%, 55%)"/>` : "";
  const car = p.amenities.includes("parking")
    ? `<g transform="translate(${pick(p, "car", 200, 250)} 188)"><rect width="34" height="10" rx="3" fill="${ACCENTS[pick(p, "carColour", 0, 5)]}"/><circle cx="8" cy="11" r="3" fill="#222"/><circle cx="26" cy="11" r="3" fill="#222"/></g>`
    : "";
  const trees = Array.from({ length: pick(p, "trees", 1, 3) }, (_, i) =>
    plant(look, [12, 286, 150][i] ?? 150, pick(p, `tree${i}`, 40, 70)),
  ).join("");
  return backdrop(look) + building + ground + trees + pool + car;
}

function room(p: Property, look: Look): string {
  const king = p.stars >= 4 || p.type === "resort";
  const beds = p.type === "hostel" ? 2 : p.type === "guest_house" && pick(p, "twin", 0, 1) === 1 ? 2 : 1;
  const bedWidth = beds === 2 ? 90 : king ? 170 : 130;
  const bed = (bx: number) =>
    `<rect x="${bx}" y="120" width="${bedWidth}" height="20" rx="4" fill="${look.accent}"/><rect x="${bx}" y="138" width="${bedWidth}" height="42" rx="6" fill="${look.linen}" stroke="#9e9e9e"/><rect x="${bx + 8}" y="128" width="${bedWidth / 2 - 12}" height="14" rx="5" fill="#fff"/><rect x="${bx + bedWidth / 2 + 4}" y="128" width="${bedWidth / 2 - 12}" height="14" rx="5" fill="#fff"/>`;
  const start = (300 - (beds === 2 ? 2 * bedWidth + 20 : bedWidth)) / 2;
  const art = pick(p, "art", 0, 2);
  const picture = [
    `<circle cx="150" cy="70" r="18" fill="${look.sky[0]}"/>`,
    `<path d="M120 90 L140 60 L160 80 L180 55 L180 90 Z" fill="${look.sky[0]}"/>`,
    `<rect x="125" y="58" width="50" height="30" fill="${look.sky[0]}"/><rect x="135" y="66" width="14" height="14" fill="${look.accent}"/>`,
  ][art];
  return `<rect width="300" height="220" fill="${look.wall}"/><rect y="180" width="300" height="40" fill="#a1887f"/><rect x="115" y="50" width="70" height="45" fill="#fff" stroke="${look.accent}" stroke-width="3"/>${picture}<rect x="${pick(p, "window", 8, 40)}" y="40" width="60" height="70" fill="${look.dusk ? "#37474f" : look.sky[1]}" stroke="#fff" stroke-width="4"/>${
    bed(start) + (beds === 2 ? bed(start + bedWidth + 20) : "")
  }<rect x="262" y="140" width="26" height="40" fill="${look.accent}"/><path d="M268 140 L275 112 L282 140 Z" fill="#ffe082"/>`;
}

function bathroom(p: Property, look: Look): string {
  const tub = p.stars >= 4;
  const grid = Array.from(
    { length: 10 },
    (_, i) => `<line x1="${i * 30}" y1="0" x2="${i * 30}" y2="150" stroke="#fff" stroke-width="2"/>`,
  ).join("");
  const fixture = tub
    ? `<rect x="40" y="140" width="170" height="50" rx="24" fill="#fff" stroke="#b0bec5" stroke-width="3"/><rect x="70" y="110" width="6" height="32" fill="#90a4ae"/>`
    : `<rect x="40" y="60" width="90" height="140" fill="#e3f2fd" stroke="#b0bec5" stroke-width="3"/><circle cx="85" cy="75" r="10" fill="#90a4ae"/>`;
  const basin = pick(p, "basin", 200, 236);
  return `<rect width="300" height="220" fill="${look.tile}"/>${grid}<rect y="150" width="300" height="70" fill="#eceff1"/>${fixture}<rect x="${basin + 5}" y="60" width="50" height="60" rx="6" fill="${look.sky[1]}" stroke="${look.accent}" stroke-width="3"/><rect x="${basin}" y="140" width="60" height="30" rx="4" fill="#fff" stroke="#b0bec5"/>${plant(look, 290, pick(p, "bathPlant", 24, 40))}`;
}

function pool(p: Property, look: Look): string {
  const loungers = pick(p, "loungers", 2, 5);
  const umbrella = ACCENTS[pick(p, "umbrella", 0, 5)];
  const chairs = Array.from(
    { length: loungers },
    (_, i) =>
      `<rect x="${20 + i * 55}" y="196" width="40" height="6" rx="2" fill="#fff"/><path d="M${40 + i * 55} 196 v-34" stroke="#555" stroke-width="2"/><path d="M${18 + i * 55} 166 q22 -18 44 0 z" fill="${umbrella}"/>`,
  ).join("");
  const sea = p.amenities.includes("beach_access")
    ? `<rect y="110" width="300" height="20" fill="hsl(200, 65%, 45%)"/>`
    : "";
  return `${backdrop(look)}${sea}<rect y="130" width="300" height="90" fill="#e0d6c2"/><path d="M30 140 H270 L290 185 H10 Z" fill="hsl(190, 75%, 55%)"/>${chairs}${palm(15, pick(p, "palmLeft", 70, 110))}${palm(285, pick(p, "palmRight", 50, 90))}`;
}

function lobby(p: Property, look: Look): string {
  const chandelier =
    p.stars >= 4
      ? `<path d="M150 0 v30" stroke="#8d6e63" stroke-width="2"/><circle cx="150" cy="40" r="14" fill="#ffe082"/>`
      : `<circle cx="150" cy="30" r="8" fill="#ffe082"/>`;
  const desk = pick(p, "desk", 90, 130);
  return `<rect width="300" height="220" fill="${look.wall}"/><rect y="170" width="300" height="50" fill="${look.tile}"/>${chandelier}<rect x="${desk}" y="120" width="100" height="55" fill="${look.accent}"/><rect x="${desk - 5}" y="114" width="110" height="8" fill="#8d6e63"/><rect x="20" y="150" width="60" height="25" rx="8" fill="${look.linen}" stroke="#9e9e9e"/>${plant(look, 265, pick(p, "lobbyPlant", 50, 80))}`;
}

function view(p: Property, look: Look): string {
  const sea = p.amenities.includes("beach_access") || pick(p, "sea", 0, 3) === 0;
  const land = sea
    ? `<rect y="130" width="300" height="90" fill="hsl(200, 60%, ${look.dusk ? 35 : 50}%)"/><path d="M${pick(p, "boat", 40, 240)} 150 h30 l-6 8 h-18 z" fill="#fff"/>`
    : Array.from({ length: 9 }, (_, i) => {
        const h = pick(p, `skyline${i}`, 30, 110);
        return `<rect x="${i * 34}" y="${200 - h}" width="30" height="${h}" fill="hsl(215, 15%, ${look.dusk ? 25 : 45 + (i % 3) * 6}%)"/>`;
      }).join("");
  const sun = `<circle cx="${pick(p, "sun", 40, 260)}" cy="${look.dusk ? 110 : 50}" r="20" fill="#ffd54f"/>`;
  return `${backdrop(look)}${sun}${land}<rect y="200" width="300" height="20" fill="#6d6d6d"/><rect y="196" width="300" height="4" fill="${look.accent}"/>`;
}

const SCENES = { exterior, room, bathroom, pool, lobby, view } as const;
