/** A SQL string literal. */
export function sqlString(value) {
  if (typeof value !== "string") throw new Error(`Expected a string, got ${typeof value}`);
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * An upsert's SET list for `columns` and `updated_at`: the row's update time moves only when one of its columns
 * changes, so loading unchanged content again leaves the sitemap's lastmod as it was.
 */
export function setWithUpdatedAt(table, columns) {
  const changed = columns.map((c) => `${table}.${c} IS NOT excluded.${c}`).join(" OR ");
  return [
    ...columns.map((c) => `${c} = excluded.${c}`),
    `updated_at = CASE WHEN ${changed} THEN excluded.updated_at ELSE ${table}.updated_at END`,
  ].join(", ");
}
