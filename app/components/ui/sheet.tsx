import type { ReactNode } from "react";
import * as css from "./controls.css";

/**
 * A sheet that needs no JavaScript: a <details> whose panel rises from the bottom of a phone's screen and drops
 * under its trigger from 768 px. Open, a tap outside the panel closes it (the trigger covers the page).
 */
export function Sheet({
  trigger,
  title,
  titleId,
  align = "end",
  outlined,
  open,
  className,
  children,
}: {
  trigger: ReactNode;
  title?: ReactNode;
  titleId?: string;
  align?: "start" | "end";
  outlined?: boolean;
  open?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={[css.sheet, className].filter(Boolean).join(" ")} open={open}>
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
