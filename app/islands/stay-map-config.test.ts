import { describe, expect, test } from "vitest";
import { readStayMapIsland, type StayMapIsland } from "./stay-map-config";

const settings: StayMapIsland = {
  tiles: { url: "/hotel/tiles/{z}/{x}/{y}.png", maxZoom: 18 },
  view: { zoom: 12, lat: 6.45, lon: 3.4 },
  pins: [{ number: 1, lat: 6.45, lon: 3.39, label: "1. Palms Lagos, ₦80,000 a night", href: "#property-LOS-001" }],
  labels: {
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    group: "{size} stays close together ({numbers})",
    groupPin: "{size} stays",
  },
  pinClass: "pin",
  groupClass: "group",
  stylesheet: "/assets/leaflet.css",
};

describe("the map island's settings", () => {
  test("read back as the server wrote them", () => {
    expect(readStayMapIsland(JSON.stringify(settings))).toEqual(settings);
  });

  test("missing, broken or not what the server writes: none, and the server's map stays", () => {
    expect(readStayMapIsland(undefined)).toBeNull();
    expect(readStayMapIsland("{")).toBeNull();
    expect(readStayMapIsland("null")).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, tiles: { url: "/t/{z}/{x}/{y}.png" } }))).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, view: { zoom: 12, lat: 6.45 } }))).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, labels: { zoomIn: "+" } }))).toBeNull();
    const labels: Partial<StayMapIsland["labels"]> = { ...settings.labels };
    delete labels.groupPin;
    expect(readStayMapIsland(JSON.stringify({ ...settings, labels }))).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, pins: [{ ...settings.pins[0], lat: "6.45" }] }))).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, pins: "1" }))).toBeNull();
    expect(readStayMapIsland(JSON.stringify({ ...settings, groupClass: 1 }))).toBeNull();
  });
});
