import { z } from "zod";
import { SupplierError } from "../supplier";
import {
  Errors,
  Offer,
  OfferRequest,
  Order,
  OrderCancellation,
  OrderChange,
  OrderChangeRequest,
  SeatMaps,
} from "./schemas";

// Duffel's HTTP API as Tern calls it (decision 020): one `fetch` per call with Duffel's headers, the body in
// `{ "data": … }` and the answer's `data` read through zod. No SDK: @duffel/api is built on node-fetch and brings
// every Duffel product into the bundle.

export const DUFFEL_API = "https://api.duffel.com";
/** How long Duffel may take: its offer requests ask airlines, so the search gives it more. */
export const DUFFEL_TIMEOUT_MS = 20_000;
export const SEARCH_SUPPLIER_TIMEOUT_MS = 15_000;

/** A call Duffel refused with a validation error (422): the offer is gone, a passenger's detail was refused, … */
export class DuffelRefusal extends Error {
  constructor(
    readonly status: number,
    readonly codes: string[],
    message: string,
  ) {
    super(message);
    this.name = "DuffelRefusal";
  }
}

export class DuffelApi {
  constructor(private readonly config: { token: string; fetch?: typeof fetch; timeoutMs?: number }) {}

  searchOffers(body: object) {
    return this.call(
      "POST",
      `/air/offer_requests?return_offers=true&supplier_timeout=${SEARCH_SUPPLIER_TIMEOUT_MS}`,
      OfferRequest,
      body,
    );
  }
  /** An offer priced again, with its baggage for sale. */
  offer(id: string) {
    return this.call("GET", `/air/offers/${encodeURIComponent(id)}?return_available_services=true`, Offer);
  }
  seatMaps(offerId: string) {
    return this.call("GET", `/air/seat_maps?offer_id=${encodeURIComponent(offerId)}`, SeatMaps);
  }
  createOrder(body: object) {
    return this.call("POST", "/air/orders", Order, body);
  }
  /** Orders with a passenger of this name (to find one whose answer was lost). */
  ordersNamed(name: string) {
    return this.call("GET", `/air/orders?limit=200&passenger_name[]=${encodeURIComponent(name)}`, z.array(Order));
  }
  order(id: string) {
    return this.call("GET", `/air/orders/${encodeURIComponent(id)}`, Order);
  }
  /** Pays a held order from the Duffel balance. */
  pay(orderId: string, amount: string, currency: string) {
    return this.call("POST", "/air/payments", z.object({ id: z.string() }), {
      order_id: orderId,
      payment: { type: "balance", amount, currency },
    });
  }
  changeRequest(body: object) {
    return this.call("POST", "/air/order_change_requests", OrderChangeRequest, body);
  }
  createChange(changeOfferId: string) {
    return this.call("POST", "/air/order_changes", OrderChange, { selected_order_change_offer: changeOfferId });
  }
  change(id: string) {
    return this.call("GET", `/air/order_changes/${encodeURIComponent(id)}`, OrderChange);
  }
  /** Confirms a change, paying what it costs from the balance (nothing to pay: no payment). */
  confirmChange(id: string, payment: { amount: string; currency: string } | null) {
    const body = payment ? { payment: { type: "balance", ...payment } } : {};
    return this.call("POST", `/air/order_changes/${encodeURIComponent(id)}/actions/confirm`, OrderChange, body);
  }
  cancellationQuote(orderId: string) {
    return this.call("POST", "/air/order_cancellations", OrderCancellation, { order_id: orderId });
  }
  confirmCancellation(id: string) {
    return this.call("POST", `/air/order_cancellations/${encodeURIComponent(id)}/actions/confirm`, OrderCancellation);
  }

  /**
   * One call: its `data`. A 422 or 400 is a DuffelRefusal with Duffel's error codes; a 404 too (the offer or order is
   * not there); a 429 (logged with its `ratelimit-reset`), a 5xx or an unreadable answer is "unavailable", a timeout
   * "timeout": the traveller sees the spec's message, never a 500.
   */
  private async call<T extends z.ZodType>(method: "GET" | "POST", path: string, schema: T, data?: object) {
    const name = `duffel ${method} ${path.split("?")[0]?.replace(/\/(off|ord|oca|ocr|oce)_\w+/g, "/:id")}`;
    let response: Response;
    try {
      response = await (this.config.fetch ?? fetch)(`${DUFFEL_API}${path}`, {
        method,
        headers: {
          Accept: "application/json",
          "Accept-Encoding": "gzip",
          "Duffel-Version": "v2",
          Authorization: `Bearer ${this.config.token}`,
          ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
        },
        ...(method === "POST" ? { body: JSON.stringify({ data: data ?? {} }) } : {}),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DUFFEL_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
      throw new SupplierError(timedOut ? "timeout" : "unavailable", `${name}: ${(error as Error).name}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = z.object({ data: z.unknown() }).safeParse(json);
      const data = parsed.success ? schema.safeParse(parsed.data.data) : null;
      if (data?.success) return data.data as z.infer<T>;
      console.warn(`${name}: an answer Tern cannot read`, data?.error.issues.slice(0, 3));
      throw new SupplierError("unavailable", `${name}: an unreadable answer`);
    }
    const errors = Errors.safeParse(json);
    if ([400, 404, 422].includes(response.status)) {
      const codes = errors.success ? errors.data.errors.map((e) => e.code) : [`http_${response.status}`];
      throw new DuffelRefusal(response.status, codes, `${name}: ${response.status} ${codes.join(", ")}`);
    }
    if (response.status === 429) {
      console.warn(`${name}: rate limited until ${response.headers.get("ratelimit-reset") ?? "?"}`);
    }
    throw new SupplierError("unavailable", `${name}: ${response.status}`);
  }
}
