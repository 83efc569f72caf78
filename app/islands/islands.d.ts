/**
 * `import src, { imports } from "./x.ts?island"`: the URL of a script island's built file, and of the chunks it
 * imports, to preload beside it (vite.config.ts, scriptIslands). Only the server build knows `imports`.
 */
declare module "*?island" {
  const src: string;
  export const imports: string[];
  export default src;
}
