import { describe, expect, test } from "vitest";
import { dataSaverCookie, readDataSaver } from "./data-saver.server";

// Save-Data (decision 021): which requests get the page without pictures and islands.

const request = async (headers: Record<string, string>, choice?: "full" | "lite") =>
  new Request("https://tern.example/hotel/search", {
    headers: { ...headers, ...(choice ? { Cookie: await dataSaverCookie.serialize(choice) } : {}) },
  });

describe("the data saver", () => {
  test("Save-Data: on, or a 2g connection, asks for lite pages; 3g, 4g and nothing do not", async () => {
    expect(await readDataSaver(await request({ "Save-Data": "on" }))).toEqual({ lite: true, asked: true });
    expect(await readDataSaver(await request({ ECT: "2g" }))).toEqual({ lite: true, asked: true });
    expect(await readDataSaver(await request({ ECT: "slow-2g" }))).toEqual({ lite: true, asked: true });
    expect(await readDataSaver(await request({ ECT: "3g" }))).toEqual({ lite: false, asked: false });
    expect(await readDataSaver(await request({ "Save-Data": "off", ECT: "4g" }))).toEqual({
      lite: false,
      asked: false,
    });
    expect(await readDataSaver(await request({}))).toEqual({ lite: false, asked: false });
  });

  test("the visitor's choice wins over the browser's signal, both ways", async () => {
    expect(await readDataSaver(await request({ "Save-Data": "on" }, "full"))).toEqual({ lite: false, asked: true });
    expect(await readDataSaver(await request({}, "lite"))).toEqual({ lite: true, asked: false });
  });
});
