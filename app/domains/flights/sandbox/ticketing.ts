import type { IssueInput, PnrResult, TicketResult } from "../supplier";
import { hash } from "~/domains/suppliers/sandbox/random";
import { passengerScenario } from "./scenarios";

/** The ticket-delay scenario: tickets follow the PNR by this long. */
export const TICKET_DELAY_SECONDS = 30;

const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Airline PNRs are six characters; the sandbox derives one from the booking reference, so asking twice is harmless. */
export function sandboxPnr(reference: string): string {
  let n = hash(`pnr:${reference}`);
  let m = hash(`pnr2:${reference}`);
  let out = "";
  for (let i = 0; i < 6; i++) {
    const source = i < 3 ? n : m;
    out += PNR_ALPHABET[source % PNR_ALPHABET.length];
    if (i < 3) n = Math.floor(n / PNR_ALPHABET.length);
    else m = Math.floor(m / PNR_ALPHABET.length);
  }
  return out;
}

/** 13 digits: the validating carrier's 3-digit accounting code, then a 10-digit serial (IATA Resolution 722). */
export function sandboxTicketNumber(carrierCode: string, reference: string, passenger: number): string {
  const airline = String(100 + (hash(`airline:${carrierCode}`) % 900));
  const serial = String(hash(`ticket:${reference}:${passenger}`))
    .padStart(10, "0")
    .slice(-10);
  return `${airline}${serial}`;
}

const scenariosOf = (input: IssueInput) => input.passengers.map((p) => passengerScenario(p.lastName));

export function createSandboxPnr(input: IssueInput): PnrResult {
  if (scenariosOf(input).includes("pnr_creation_fails")) return { ok: false, reason: "pnr_creation_failed" };
  return { ok: true, pnr: sandboxPnr(input.reference) };
}

export function issueSandboxTickets(
  input: IssueInput,
  validatingCarrier: string,
  pnrCreatedAt: Date,
  now: Date,
): TicketResult {
  if (scenariosOf(input).includes("ticketing_delayed")) {
    const due = pnrCreatedAt.getTime() + TICKET_DELAY_SECONDS * 1000;
    if (now.getTime() < due) return { status: "pending", retryAfterSeconds: Math.ceil((due - now.getTime()) / 1000) };
  }
  return {
    status: "issued",
    tickets: input.passengers.map((_, i) => sandboxTicketNumber(validatingCarrier, input.reference, i)),
  };
}
