import type { ReactNode } from "react";
import * as css from "./desk.css";

/**
 * A desk list as a table that scrolls on its own at 320 px: a header per column, a row per record (its cells in the
 * columns' order), or `empty` when there is none.
 */
export function DeskTable({
  columns,
  rows,
  empty,
}: {
  columns: string[];
  rows: Array<{ id: string | number; cells: ReactNode[] }>;
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={css.scroll}>
      <table className={css.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
