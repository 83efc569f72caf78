import { useTranslation } from "react-i18next";
import * as css from "~/components/hotels/stay.css";
import { MAP_HEIGHT, MAP_PIN_RADIUS as PIN_RADIUS, MAP_WIDTH } from "~/domains/hotels/stay-query";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { MapTilesConfig } from "~/domains/suppliers/map-tiles";
import type { Locale } from "~/i18n/locales";
import type { StayMapIsland } from "~/islands/stay-map-config";
import stayMapIsland, { imports as stayMapImports } from "~/islands/stay-map.ts?island";
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import { useNonce } from "~/utils/nonce";

export interface StayMapPin {
  id: string;
  name: string;
  perNight: Money;
  /** Where the server's SVG draws it, in map units... */
  x: number;
  y: number;
  /** ...and where the property is, when its pin was moved off another's. */
  at: { x: number; y: number } | null;
  lat: number;
  lon: number;
}

/**
 * The listing's map, pins numbered as the list is, each naming its property and price a night and
 * leading to its card. The server draws it as an SVG that needs neither JavaScript nor tiles. With `tiles`, the page
 * also loads the map island (app/islands/stay-map.ts), which lays a tiled map one can pan and zoom over the SVG; the
 * list never waits for it.
 */
export function StayMap({ pins, tiles }: { pins: StayMapPin[]; tiles: MapTilesConfig | null }) {
  const { t, i18n } = useTranslation("hotel");
  const nonce = useNonce();
  const locale = i18n.language as Locale;
  const labelled = pins.map((pin, i) => ({
    ...pin,
    number: i + 1,
    href: `#property-${pin.id}`,
    label: t("results.pin", { number: i + 1, name: pin.name, price: formatMoney(pin.perNight, locale) }),
  }));
  const island: StayMapIsland | null = tiles && {
    tiles: { url: tiles.url, maxZoom: tiles.maxZoom, attribution: tiles.attribution || t("map.sandboxTiles") },
    pins: labelled.map(({ number, lat, lon, label, href }) => ({ number, lat, lon, label, href })),
    labels: {
      zoomIn: t("map.zoomIn"),
      zoomOut: t("map.zoomOut"),
      group: t("map.group", { size: "{size}", numbers: "{numbers}" }),
      groupPin: t("map.groupPin", { size: "{size}" }),
    },
    pinClass: css.mapIslandPin,
    groupClass: css.mapIslandGroup,
    stylesheet: leafletStylesheet,
  };
  return (
    <figure className={css.map} data-stay-map={island ? JSON.stringify(island) : undefined}>
      <div className={css.mapFrame}>
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="group"
          aria-labelledby="map-caption"
          className={css.mapSvg}
        >
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} className={css.mapLand} />
          {/* A pin moved off another's keeps a line to where its property is. */}
          {labelled.map((pin) =>
            pin.at ? (
              <g key={pin.id} className={css.mapLeader} aria-hidden="true">
                <line x1={pin.at.x} y1={pin.at.y} x2={pin.x} y2={pin.y} />
                <circle cx={pin.at.x} cy={pin.at.y} r={5} />
              </g>
            ) : null,
          )}
          {labelled.map((pin) => (
            <a key={pin.id} href={pin.href} aria-label={pin.label}>
              <title>{pin.label}</title>
              <circle cx={pin.x} cy={pin.y} r={PIN_RADIUS} className={css.mapPin} />
              <text x={pin.x} y={pin.y} className={css.mapNumber} dominantBaseline="central" textAnchor="middle">
                {pin.number}
              </text>
            </a>
          ))}
        </svg>
        {island ? (
          <div data-map-canvas role="region" aria-label={t("map.region")} className={css.mapCanvas} hidden />
        ) : null}
      </div>
      <figcaption id="map-caption" className={css.muted}>
        {t("results.mapCaption", { count: pins.length })}
      </figcaption>
      {island ? (
        <>
          {/* Everything the island needs starts loading with the page, not one file after another, and at high
              priority (#35): its tiles are the page's largest paint, and at low priority the worst of five runs missed
              the 1.8 s budget by 150 ms. */}
          <link rel="preload" as="style" href={leafletStylesheet} fetchPriority="high" />
          {stayMapImports.map((href) => (
            <link key={href} rel="modulepreload" href={href} fetchPriority="high" />
          ))}
          <script type="module" src={stayMapIsland} nonce={nonce} fetchPriority="high" />
        </>
      ) : null}
    </figure>
  );
}
