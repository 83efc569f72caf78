import type { ReactNode } from "react";
import * as css from "./controls.css";

/**
 * A sheet that needs no JavaScript: a <details> whose panel rises from the bottom of a phone's screen and drops
 * under its trigger from 768 px. Open, a tap outside the panel closes it (the trigger covers the page). A `side`
 * sheet is a column of the page from 1,024 px.
 */
export function Sheet({
  trigger,
  title,
  titleId,
  align = "end",
  outlined,
  open,
  inline,
  side,
  className,
  children,
}: {
  trigger: ReactNode;
  title?: ReactNode;
  titleId?: string;
  align?: "start" | "end";
  outlined?: boolean;
  open?: boolean;
  /** Opens in the page's flow, with no shade over the page (a sheet the server opens). */
  inline?: boolean;
  /** From 1,024 px, a column beside the content rather than a button (filters beside results). */
  side?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      className={[css.sheet, side ? css.sheetSide : "", inline ? css.sheetInline : "", className]
        .filter(Boolean)
        .join(" ")}
      open={open}
    >
      <summary className={[css.sheetTrigger, outlined ? css.sheetTriggerOutlined : ""].join(" ")}>{trigger}</summary>
      <div
        className={`${css.sheetPanel} ${align === "end" ? css.sheetEnd : css.sheetStart}`}
        role={title ? "group" : undefined}
        aria-labelledby={title ? titleId : undefined}
      >
        {title ? (
          <h2 id={titleId} className={css.sheetTitle}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </details>
  );
}
