import { useTranslation } from "react-i18next";
import * as css from "~/components/hotels/stay.css";
import { staticMap } from "~/domains/hotels/static-map";
import type { MapTilesConfig } from "~/domains/suppliers/map-tiles";

/** The window the map shows, in pixels of its tiles; the page scales it to its width. */
const WIDTH = 360;
const HEIGHT = 240;
/** Streets and the city's rings around the property: a district at a glance. */
const ZOOM = 14;

/**
 * Where a property (or a meeting point) is: the map's tiles around it with its pin in the middle, drawn by the server as
 * an SVG (no JavaScript, nothing to pan; the tiles load only when the map comes into view), its address and distance beneath, and a link to a map one can explore.
 */
export function PropertyMap({
  property,
  tiles,
  caption,
}: {
  property: { name: string; lat: number; lon: number };
  /** Null where the page saves data (decision 021): the place's caption and a link to a map, without the map's pictures. */
  tiles: MapTilesConfig | null;
  caption: string;
}) {
  const { t } = useTranslation("hotel");
  const { lat, lon } = property;
  const link = (
    <p>
      <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`}>{t("details.openMap")}</a>
    </p>
  );
  if (!tiles) {
    return (
      <figure className={css.map}>
        {link}
        <figcaption className={css.muted}>{caption}</figcaption>
      </figure>
    );
  }
  const map = staticMap(property, {
    url: tiles.url,
    zoom: Math.min(ZOOM, tiles.maxZoom),
    width: WIDTH,
    height: HEIGHT,
  });
  const [x, y] = [WIDTH / 2, HEIGHT / 2];
  return (
    <figure className={css.map}>
      <div className={css.mapFrame}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t("details.mapLabel", { name: property.name })}
          className={css.mapSvg}
        >
          <rect width={WIDTH} height={HEIGHT} className={css.mapLand} />
          {/* Each tile an HTML image that loads when scrolled to (an SVG image cannot wait), placed by the SVG. */}
          {map.tiles.map((tile) => (
            <foreignObject key={tile.src} x={tile.x} y={tile.y} width={256} height={256}>
              <img
                src={tile.src}
                srcSet={tile.src2x ? `${tile.src2x} 2x` : undefined}
                alt=""
                width={256}
                height={256}
                loading="lazy"
                decoding="async"
              />
            </foreignObject>
          ))}
          {/* A pin whose point is the property. */}
          <path d={`M${x} ${y} l-11 -19 a14 14 0 1 1 22 0 z`} className={css.mapPin} />
          <circle cx={x} cy={y - 27} r={5} className={css.mapPinDot} />
        </svg>
      </div>
      {/* The link before the caption: a figure's caption is its first or last child (HTML). */}
      {link}
      <figcaption className={css.muted}>
        {caption}
        {tiles.attribution ? ` · ${tiles.attribution}` : ` · ${t("map.sandboxTiles")}`}
      </figcaption>
    </figure>
  );
}
