/**
 * Hidden from sight, still read out: the one set of rules every "visually hidden" style spreads (a skip link's
 * resting state, labels that only a roomy screen shows, the first leg's legend).
 */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
