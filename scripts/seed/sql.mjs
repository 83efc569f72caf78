/** A SQL string literal. */
export function sqlString(value) {
  if (typeof value !== "string") throw new Error(`Expected a string, got ${typeof value}`);
  return `'${value.replace(/'/g, "''")}'`;
}
