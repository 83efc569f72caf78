import { expect, test } from "vitest";
import { PHOTO_WIDTHS } from "../../app/domains/hotels/photo-widths";
// @ts-expect-error: a plain-JavaScript seed (it runs under Node without TypeScript), with no declarations.
import { ownerPhotoFiles } from "./owners.mjs";

// The seed writes its own list of widths (a server started by plain Node cannot import the app's TypeScript): each
// width the pages offer in srcset has its file in the sandbox's bucket, or a phone would ask for one that is missing.
test("the sandbox owner's photo is seeded at every width the pages offer", () => {
  const files = ownerPhotoFiles() as Array<{ key: string; bytes: Uint8Array }>;
  expect(files.map((f) => f.key)).toEqual(PHOTO_WIDTHS.map((w) => `owner-photos/own-lekkigarde-gardenvw-${w}.jpg`));
  for (const file of files) expect([...file.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});
