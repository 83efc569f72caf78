// The listing's map island (docs/decisions/011-script-islands.md): loaded only by a listing whose map is
// open. It turns the server's SVG map into a tiled map one can pan and zoom, with the same numbered pins. Until it
// runs, and wherever it cannot, the SVG map is the map.
import {
  control,
  divIcon,
  latLngBounds,
  layerGroup,
  type LeafletKeyboardEvent,
  map as leafletMap,
  marker,
  type Point,
  tileLayer,
} from "leaflet";
import { readStayMapIsland, type StayMapIsland } from "./stay-map-config";

/** Pins are tap targets: 44 px (DESIGN.md, look and feel), kept a few pixels apart. */
const PIN_SIZE = 44;
const PIN_GAP = 4;
const GROUP_WIDTH = 104;

type Pin = StayMapIsland["pins"][number];

const figure = document.querySelector<HTMLElement>("[data-stay-map]");
const canvas = figure?.querySelector<HTMLElement>("[data-map-canvas]");
const settings = readStayMapIsland(figure?.dataset.stayMap);
if (figure && canvas && settings && settings.pins.length > 0) void start(figure, canvas, settings);

async function start(
  figure: HTMLElement,
  canvas: HTMLElement,
  { tiles, pins, labels, pinClass, groupClass, stylesheet: href }: StayMapIsland,
) {
  // The map is built, and its tiles requested, while Leaflet's stylesheet loads; it shows once styled.
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
  });
  control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: asText(tiles.attribution) }).addTo(map);
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
  };
  let refocus: number | null = null;
  map.on("zoomend", draw);
  map.fitBounds(bounds(pins), { padding: [PIN_SIZE, PIN_SIZE], maxZoom: 15 });
  draw();
  if (!(await styled)) {
    // Leaflet unstyled is no map: the SVG stays.
    map.remove();
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

/** Leaflet writes an attribution as HTML; a configured notice is text. */
function asText(text: string): string {
  const span = document.createElement("span");
  span.textContent = text;
  return span.innerHTML;
}
