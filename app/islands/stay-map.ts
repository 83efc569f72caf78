// The listing's map island (docs/decisions/011-script-islands.md): loaded only by a listing whose map is
// open, once the page has loaded. It turns the server's map into one that pans and zooms, on the same view, with the
// same numbered pins. Until it runs, and wherever it cannot, the server's map is the map.
import {
  control,
  divIcon,
  latLngBounds,
  layerGroup,
  type LeafletKeyboardEvent,
  map as leafletMap,
  marker,
  point,
  type Point,
  tileLayer,
} from "leaflet";
import { readStayMapIsland, type StayMapIsland } from "./stay-map-config";

/** Pins are tap targets: 44 px (DESIGN.md, look and feel), kept a few pixels apart. */
const PIN_SIZE = 44;
const PIN_GAP = 4;
const GROUP_WIDTH = 104;
/** A map this wide is a desktop's (a phone's is at most 400 px): it opens closer than the server's view. */
const DESKTOP_WIDTH = 480;

type Pin = StayMapIsland["pins"][number];

const figure = document.querySelector<HTMLElement>("[data-stay-map]");
const canvas = figure?.querySelector<HTMLElement>("[data-map-canvas]");
const settings = readStayMapIsland(figure?.dataset.stayMap);
if (figure && canvas && settings && settings.pins.length > 0) void start(figure, canvas, settings);

async function start(
  figure: HTMLElement,
  canvas: HTMLElement,
  { tiles, view, pins, labels, pinClass, groupClass, stylesheet: href }: StayMapIsland,
) {
  // The map is built while Leaflet's stylesheet loads; it shows once styled.
  const styled = stylesheet(href);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  canvas.style.visibility = "hidden";
  canvas.hidden = false;
  const map = leafletMap(canvas, {
    zoomControl: false,
    // The page scrolls under a wheel; the buttons, a pinch or a double tap zoom.
    scrollWheelZoom: false,
    zoomAnimation: !still,
    // Tiles show as they arrive: a fade costs a slow phone frames and the traveller a fifth of a second.
    fadeAnimation: false,
    markerZoomAnimation: !still,
    maxZoom: tiles.maxZoom,
  });
  control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  // The tiles' licence notice is the figure's caption, with JavaScript or without.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const layer = layerGroup().addTo(map);
  const bounds = (members: Pin[]) => latLngBounds(members.map((pin) => [pin.lat, pin.lon]));
  // Pins closer than a pin's width would cover each other: such pins show as one group until zoomed apart.
  const draw = () => {
    layer.clearLayers();
    const groups: Array<{ at: Point; members: Pin[] }> = [];
    for (const pin of pins) {
      const at = map.latLngToLayerPoint([pin.lat, pin.lon]);
      // A pin within a pin's width of another, or touching a group's wider pill, joins it.
      const near = groups.find((group) =>
        group.members.length > 1
          ? Math.abs(group.at.x - at.x) < (GROUP_WIDTH + PIN_SIZE) / 2 + PIN_GAP &&
            Math.abs(group.at.y - at.y) < PIN_SIZE + PIN_GAP
          : group.at.distanceTo(at) < PIN_SIZE + PIN_GAP,
      );
      if (near) {
        // The group sits at the middle of its pins, as it is drawn.
        near.members.push(pin);
        near.at = near.at
          .multiplyBy(near.members.length - 1)
          .add(at)
          .divideBy(near.members.length);
      } else groups.push({ at, members: [pin] });
    }
    for (const { at, members } of groups) {
      const [first] = members;
      if (!first) continue;
      const single = members.length === 1;
      const label = single
        ? first.label
        : labels.group
            .replace("{size}", String(members.length))
            .replace("{numbers}", members.map((pin) => pin.number).join(", "));
      const icon = divIcon({
        className: single ? pinClass : `${pinClass} ${groupClass}`,
        html: single ? String(first.number) : labels.groupPin.replace("{size}", String(members.length)),
        // A group is a wider pill that says how many stays it holds: never one of the list's numbers.
        iconSize: single ? [PIN_SIZE, PIN_SIZE] : [GROUP_WIDTH, PIN_SIZE],
      });
      const open = () => {
        if (single) return location.assign(first.href);
        // The keyboard stays where it was: on the first of these pins once they are drawn apart.
        if (document.activeElement === placed.getElement()) refocus = first.number;
        map.fitBounds(bounds(members), { padding: [PIN_SIZE, PIN_SIZE] });
      };
      const placed = marker(single ? [first.lat, first.lon] : map.layerPointToLatLng(at), {
        icon,
        title: label,
        keyboard: true,
        riseOnHover: true,
      })
        .on("click", open)
        // Leaflet gives a marker role=button and a tab stop; Enter and Space press it as they press any button.
        .on("keydown", (event) => {
          const { originalEvent } = event as LeafletKeyboardEvent;
          if (originalEvent.key !== "Enter" && originalEvent.key !== " ") return;
          originalEvent.preventDefault();
          open();
        })
        .addTo(layer);
      const element = placed.getElement();
      element?.setAttribute("aria-label", label);
      if (element && refocus !== null && members.some((pin) => pin.number === refocus)) {
        refocus = null;
        element.focus();
      }
    }
    // Drawn: the pins a screen reader meets are the ones on the map.
    canvas.removeAttribute("aria-busy");
  };
  let refocus: number | null = null;
  // While it zooms, the old pins are about to be redrawn: the region says it is busy until they are.
  map.on("zoomstart", () => canvas.setAttribute("aria-busy", "true"));
  map.on("zoomend", draw);
  // The server's view, where its tiles already lie under the map: the island draws no tile of its own until the view
  // moves (no second picture of the same place, nor a later largest paint), then its tile layer takes over.
  map.setView([view.lat, view.lon], view.zoom);
  draw();
  let tiled = false;
  map.on("movestart zoomstart", () => {
    if (tiled) return;
    tiled = true;
    tileLayer(tiles.url, { maxZoom: tiles.maxZoom })
      .once("load", () => (figure.dataset.tiles = "island"))
      .addTo(map);
  });
  // The server fits its view to a phone's map; a desktop's, twice as wide, shows the same pins a zoom closer.
  const fitting = map.getBoundsZoom(bounds(pins), false, point(2 * PIN_SIZE, 2 * PIN_SIZE));
  const closer = Math.min(fitting, view.zoom + 1, tiles.maxZoom);
  if (canvas.clientWidth >= DESKTOP_WIDTH && closer > view.zoom) map.setZoom(closer, { animate: false });
  if (!(await styled)) {
    // Leaflet unstyled is no map: the server's stays, tiles and all.
    map.remove();
    delete figure.dataset.tiles;
    canvas.hidden = true;
    figure.dataset.island = "off";
    return;
  }
  canvas.style.visibility = "";
  figure.dataset.island = "on";
}

/** Leaflet's own stylesheet, fetched with the island so that no page without a map waits for it: whether it came. */
function stylesheet(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
    document.head.appendChild(link);
  });
}
