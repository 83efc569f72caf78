import type { ReactNode } from "react";
import * as css from "./ui.css";

/** A surface for one thing: an offer, a traveller, a form, a recap. */
export function Card({
  as: Tag = "section",
  heading,
  headingId,
  className,
  children,
}: {
  as?: "section" | "article" | "div" | "li";
  heading?: ReactNode;
  headingId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={[css.card, className].filter(Boolean).join(" ")} aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <h2 id={headingId} className={css.cardHeading}>
          {heading}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}

/** Label and value pairs that stack on a phone and sit side by side from 768 px: nothing is cut. */
export function DefinitionList({ items, className }: { items: Array<[ReactNode, ReactNode]>; className?: string }) {
  return (
    <dl className={[css.definitionList, className].filter(Boolean).join(" ")}>
      {items.map(([term, value], i) => (
        <div key={i} className={css.pair}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
