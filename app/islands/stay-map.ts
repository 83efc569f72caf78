// The listing's map island (#18 item 3; docs/decisions/011-script-islands.md): loaded only by a listing whose map is
// open. It turns the server's SVG map into a tiled map one can pan and zoom, with the same numbered pins. Until it
// runs, and wherever it cannot, the SVG map is the map.
import { control, divIcon, latLngBounds, map as leafletMap, marker, tileLayer } from "leaflet";
import { readStayMapIsland, type StayMapIsland } from "./stay-map-config";

/** Pins are tap targets: 44 px (DESIGN.md, look and feel). */
const PIN_SIZE = 44;

const figure = document.querySelector<HTMLElement>("[data-stay-map]");
const canvas = figure?.querySelector<HTMLElement>("[data-map-canvas]");
const settings = readStayMapIsland(figure?.dataset.stayMap);
if (figure && canvas && settings && settings.pins.length > 0) void start(figure, canvas, settings);

async function start(
  figure: HTMLElement,
  canvas: HTMLElement,
  { tiles, pins, labels, pinClass, stylesheet: href }: StayMapIsland,
) {
  await stylesheet(href);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  canvas.hidden = false;
  figure.dataset.island = "on";
  const map = leafletMap(canvas, {
    zoomControl: false,
    // The page scrolls under a wheel; the buttons, a pinch or a double tap zoom.
    scrollWheelZoom: false,
    zoomAnimation: !still,
    // Tiles show as they arrive: a fade costs a slow phone frames and the traveller a fifth of a second.
    fadeAnimation: false,
    markerZoomAnimation: !still,
  });
  control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: asText(tiles.attribution) }).addTo(map);
  for (const pin of pins) {
    const icon = divIcon({ className: pinClass, html: String(pin.number), iconSize: [PIN_SIZE, PIN_SIZE] });
    const placed = marker([pin.lat, pin.lon], { icon, title: pin.label, keyboard: true, riseOnHover: true })
      .on("click", () => location.assign(pin.href))
      .addTo(map);
    placed.getElement()?.setAttribute("aria-label", pin.label);
  }
  map.fitBounds(latLngBounds(pins.map((pin) => [pin.lat, pin.lon])), { padding: [PIN_SIZE, PIN_SIZE], maxZoom: 15 });
}

/** Leaflet's own stylesheet, fetched with the island so that no page without a map waits for it. */
function stylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Leaflet writes an attribution as HTML; a configured notice is text. */
function asText(text: string): string {
  const span = document.createElement("span");
  span.textContent = text;
  return span.innerHTML;
}
