import { useTranslation } from "react-i18next";
import * as css from "~/components/hotels/stay.css";
import { MAP_PIN_RADIUS as PIN_RADIUS, MAP_WINDOW } from "~/domains/hotels/stay-query";
import { staticMap, TILE_SIZE } from "~/domains/hotels/static-map";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { MapTilesConfig } from "~/domains/suppliers/map-tiles";
import type { Locale } from "~/i18n/locales";
import type { StayMapIsland } from "~/islands/stay-map-config";
import stayMapIsland, { imports as stayMapImports } from "~/islands/stay-map.ts?island";
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import { LoadAfterPage } from "~/components/load-after-page";

export interface StayMapPin {
  id: string;
  name: string;
  perNight: Money;
  /** Where the server draws it in the map's window, in pixels... */
  x: number;
  y: number;
  /** ...and where the property is, when its pin was moved off another's. */
  at: { x: number; y: number } | null;
  lat: number;
  lon: number;
}

export interface StayMapView {
  /** The tiles' zoom and the map's centre: the server's tiles and pins, and the island's map, are drawn around it. */
  view: { zoom: number; lat: number; lon: number };
  pins: StayMapPin[];
}

/** The widest the map is drawn (the frame's 36rem): the tiles cover it, those outside a phone's loading when seen. */
const FRAME = 576;
/** The window a 360 px phone shows: its tiles load at once, at high priority (they are the page's largest paint). */
const PHONE = 360;

/**
 * The listing's map, pins numbered as the list is, each naming its property and price a night and leading to its
 * card. The server draws it whole, with no JavaScript: the tiles around the view's centre at their own scale, and the
 * pins over them. With `tiles`, the page then loads the map island (app/islands/stay-map.ts), which makes the same
 * view one can pan and zoom; without (Save-Data), the pins stand on the plain land colour.
 */
export function StayMap({ map: { view, pins }, tiles }: { map: StayMapView; tiles: MapTilesConfig | null }) {
  const { t, i18n } = useTranslation("hotel");
  const locale = i18n.language as Locale;
  const labelled = pins.map((pin, i) => ({
    ...pin,
    number: i + 1,
    href: `#property-${pin.id}`,
    label: t("results.pin", { number: i + 1, name: pin.name, price: formatMoney(pin.perNight, locale) }),
  }));
  const island: StayMapIsland | null = tiles && {
    tiles: { url: tiles.url, maxZoom: tiles.maxZoom },
    view,
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
  const cover = tiles ? staticMap(view, { url: tiles.url, zoom: view.zoom, width: FRAME, height: FRAME }).tiles : [];
  const [near, far] = [(FRAME - PHONE) / 2, (FRAME + PHONE) / 2];
  return (
    <figure className={css.map} data-stay-map={island ? JSON.stringify(island) : undefined}>
      <div className={`${css.mapFrame} ${css.mapSquare}`}>
        <svg role="group" aria-labelledby="map-caption" className={css.mapListing}>
          {/* The view's centre is the frame's: a wider frame shows more around the same pins. */}
          <svg x="50%" y="50%" overflow="visible">
            {cover.length > 0 ? (
              <g className={css.mapTiles} transform={`translate(${-FRAME / 2} ${-FRAME / 2})`}>
                {/* Each tile an HTML image (an SVG image has no lazy loading), placed by the SVG (no inline style). */}
                {cover.map((tile) => {
                  const phone = tile.x < far && tile.x + TILE_SIZE > near && tile.y < far && tile.y + TILE_SIZE > near;
                  return (
                    <foreignObject key={tile.src} x={tile.x} y={tile.y} width={TILE_SIZE} height={TILE_SIZE}>
                      <img
                        src={tile.src}
                        srcSet={tile.src2x ? `${tile.src2x} 2x` : undefined}
                        alt=""
                        width={TILE_SIZE}
                        height={TILE_SIZE}
                        loading={phone ? undefined : "lazy"}
                        fetchPriority={phone ? "high" : undefined}
                      />
                    </foreignObject>
                  );
                })}
              </g>
            ) : null}
            <g className={css.mapPins} transform={`translate(${-MAP_WINDOW / 2} ${-MAP_WINDOW / 2})`}>
              {/* A pin moved off another's keeps a line to where its property is. */}
              {labelled.map((pin) =>
                pin.at ? (
                  <g key={pin.id} className={css.mapLeader} aria-hidden="true">
                    <line x1={pin.at.x} y1={pin.at.y} x2={pin.x} y2={pin.y} />
                    <circle cx={pin.at.x} cy={pin.at.y} r={4} />
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
            </g>
          </svg>
        </svg>
        {island ? (
          <div data-map-canvas role="region" aria-label={t("map.region")} className={css.mapCanvas} hidden />
        ) : null}
        {island ? (
          // After the page: the server's map is whole without it, so its 43 KB never compete with the tiles. Before
          // the caption: a figure's caption is its first or last child.
          <LoadAfterPage src={stayMapIsland} imports={stayMapImports} style={leafletStylesheet} />
        ) : null}
      </div>
      <figcaption id="map-caption" className={css.muted}>
        {t("results.mapCaption", { count: pins.length })}
        {tiles ? ` · ${tiles.attribution || t("map.sandboxTiles")}` : null}
      </figcaption>
    </figure>
  );
}
