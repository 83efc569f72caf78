import * as booking from "~/components/booking/booking.css";
import type { OrderCodes } from "~/utils/views";
import * as css from "./codes.css";

/**
 * A code for each traveller (an eSIM's activation for each phone): its QR code, to scan from the phone it is for,
 * and the code as text, for a phone that types it in.
 */
export function TravellerCodes({ codes }: { codes: OrderCodes }) {
  return (
    <section className={booking.panel} aria-labelledby="codes-heading">
      <h2 id="codes-heading">{codes.heading}</h2>
      <ul className={css.list}>
        {codes.items.map((item) => (
          <li key={item.code} className={css.item}>
            <svg
              className={css.qr}
              viewBox={`0 0 ${item.qr.size} ${item.qr.size}`}
              shapeRendering="crispEdges"
              role="img"
              aria-label={item.label}
            >
              <path d={item.qr.path} fill="#000" />
            </svg>
            <strong>{item.label}</strong>
            <code className={css.code}>{item.code}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
