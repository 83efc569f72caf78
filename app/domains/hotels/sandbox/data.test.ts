import { describe, expect, test } from "vitest";
import { CITIES, propertiesIn } from "./properties";
import { averageScore, reviewsOf } from "./reviews";

// The sandbox's stays read like real places: no two properties of a city share a name, and every property's reviews
// are as many as its card says, each written once, its score their average.

const TODAY = "2027-01-08";

describe("the sandbox's properties", () => {
  test("no two properties of a city share a name", () => {
    for (const city of CITIES) {
      const names = propertiesIn(city.code).map((property) => property.name.toLowerCase());
      expect(new Set(names).size, city.name).toBe(names.length);
    }
  });

  test("every review is listed, none twice, and the score is their average", () => {
    for (const city of CITIES) {
      for (const property of propertiesIn(city.code)) {
        const reviews = reviewsOf(property, TODAY);
        expect(reviews.length, property.id).toBe(property.reviewCount);
        expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
        // Not the same words twice, under one name or two.
        expect(new Set(reviews.map((r) => r.text)).size, property.id).toBe(reviews.length);
        expect(averageScore(reviews.map((r) => r.score)), property.id).toBe(property.reviewScore);
        // Newest first, each on its own day, all before today.
        const dates = reviews.map((r) => r.date);
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates.every((date) => date < TODAY)).toBe(true);
      }
    }
  });
});
