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
        focusable="false"
      >
        <rect width="32" height="32" rx="6" fill={airlineColour(code)} />
        <text
          x="16"
          y="21"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          {code}
        </text>
      </svg>
      {markOnly ? null : <span>{name}</span>}
    </span>
  );
}
