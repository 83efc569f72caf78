import { describe, expect, it } from "vitest";
import { distanceKm, parseMapPoint } from "./geo";

describe("parseMapPoint", () => {
  it.each([
    ["6.4281, 3.4219", { lat: 6.4281, lon: 3.4219 }],
    [" 6.4281 3.4219 ", { lat: 6.4281, lon: 3.4219 }],
    ["-33.92487;18.42406", { lat: -33.92487, lon: 18.42406 }],
    ["https://www.google.com/maps/place/Eko/@6.4281,3.4219,17z/data=!3m1", { lat: 6.4281, lon: 3.4219 }],
    ["https://www.openstreetmap.org/?mlat=6.43&mlon=3.42#map=16/6.43/3.42", { lat: 6.43, lon: 3.42 }],
    ["https://www.openstreetmap.org/#map=17/9.05785/7.49508", { lat: 9.05785, lon: 7.49508 }],
    ["https://maps.google.com/?q=6.4281%2C3.4219", { lat: 6.4281, lon: 3.4219 }],
    ["geo:5.6037,-0.187", { lat: 5.6037, lon: -0.187 }],
    ["6.428123456, 3.421987654", { lat: 6.42812, lon: 3.42199 }],
  ])("reads %s", (text, point) => {
    expect(parseMapPoint(text)).toEqual(point);
  });

  it.each(["", "Lagos", "12 Admiralty Way", "95, 3.4", "6.4, 190", "https://example.com/"])(
    "finds nothing in %j",
    (text) => {
      expect(parseMapPoint(text)).toBeNull();
    },
  );
});

describe("distanceKm", () => {
  it("measures along the globe, in whole kilometres", () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBe(111);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBe(20015);
    expect(distanceKm({ lat: 1, lon: 1 }, { lat: 1, lon: 1 })).toBe(0);
  });
});
