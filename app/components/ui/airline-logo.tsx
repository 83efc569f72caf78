import * as css from "./controls.css";

// Generated marks, not the carriers' trademarks: the IATA code on a colour of its own. Every colour keeps white
// text at AA contrast (4.5:1 or more).
const PALETTE = [
  "#0b5cad",
  "#8a1538",
  "#1e6b52",
  "#5b3a8c",
  "#9a3412",
  "#1f4e79",
  "#6b4e16",
  "#0f5e6e",
  "#7a2e5a",
  "#374151",
];

export function airlineColour(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0]!;
}

/** Its mark's square and code as markup, made once per code: a results page draws dozens of them. */
const marks = new Map<string, string>();
function markOf(code: string): string {
  let found = marks.get(code);
  if (found === undefined) {
    const text = code.replace(/[^A-Z0-9]/gi, "");
    found = `<rect width="32" height="32" rx="6" fill="${airlineColour(code)}"></rect><text x="16" y="21" class="${css.airlineCode}">${text}</text>`;
    if (marks.size > 2_000) marks.clear();
    marks.set(code, found);
  }
  return found;
}

/** An airline's mark and, unless `markOnly`, its name. The mark is decoration: the name or its label says who. */
export function AirlineLogo({
  code,
  name,
  size = 32,
  markOnly,
}: {
  code: string;
  name: string;
  size?: number;
  markOnly?: boolean;
}) {
  return (
    <span className={css.airline}>
      <svg
        className={css.airlineMark}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        // Only the code's letters and digits, on a colour of the palette.
        dangerouslySetInnerHTML={{ __html: markOf(code) }}
      />
      {markOnly ? null : <span>{name}</span>}
    </span>
  );
}
