import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import { stateMachine, statusSet } from "~/domains/core/state-machine";
import type { UploadType } from "~/domains/uploads/sniff";
import type { Locale } from "~/i18n/locales";
import { applications } from "./tables";

// Applications (decision 013): what a traveller applies for rather than buys. One life for every kind: a draft while
// its files come in (and its fees, for a visa), sent, then moved by the back office a step at a time, each step
// e-mailed; a kind is an `ApplicationKind` plugged into it.

/**
 * submitted -> checked -> lodged -> decided, where "more_needed" reopens one file's upload and goes back to
 * submitted once it is given; a draft never sent lapses. Each kind words the statuses its own way ("documents
 * checked" for a visa, "details checked" for a listing), and one that nobody lodges goes from checked to decided.
 */
export const APPLICATION = stateMachine({
  name: "application",
  table: applications,
  moves: {
    draft: ["submitted", "expired"],
    submitted: ["checked", "more_needed"],
    more_needed: ["submitted"],
    checked: ["lodged", "decided"],
    lodged: ["decided"],
    decided: [],
    expired: [],
  },
});
export type ApplicationStatus = (typeof APPLICATION.statuses)[number];

/** Applications the back office is working on: the cron moves these. */
export const applicationInProgress = statusSet(APPLICATION, ["submitted", "checked", "lodged"]);
/** The steps a traveller sees on its timeline, in order. */
export const TIMELINE: readonly ApplicationStatus[] = ["submitted", "checked", "more_needed", "lodged", "decided"];

export type ApplicationOutcome = "approved" | "refused";

/** One file an application keeps: which, what it may be, and how a page names it (a locale key and its values). */
export interface FileSlot {
  slot: string;
  accepts: readonly UploadType[];
  /** Needed before it is sent; an optional one may be left empty. */
  required: boolean;
  label: { key: string; values?: Record<string, string> };
}

export interface Application<Request = unknown> {
  id: string;
  reference: string;
  kind: string;
  visitorId: string;
  memberId: string | null;
  status: ApplicationStatus;
  locale: Locale;
  email: string;
  name: string;
  request: Request;
  needs: string[];
  /** Why a file is asked for again (the desk's words), while more_needed. */
  needsReason: string | null;
  askedAgain: boolean;
  outcome: ApplicationOutcome | null;
  orderId: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/**
 * What an application of one kind is: its form's schema (a row is read back through it), who its contact is, how a
 * list shows it, the files it needs, and how the back office treats it.
 */
export interface ApplicationKind<Request = unknown> {
  kind: string;
  requestSchema: z.ZodType<Request>;
  contact(request: Request): { name: string; email: string };
  /** What a list and its page show of it, a line each, in this language. */
  title(request: Request, locale: Locale): string[];
  /** What was sent, as label and value pairs in this language (its page, never its contact's e-mail twice). */
  describe(request: Request, locale: Locale): Array<[string, string]>;
  travellers(request: Request): number;
  /** The local date it is for (a visa's travel date), or null (a card, a listing): lists then use the day it was made. */
  startsOn(request: Request): string | null;
  files(request: Request): FileSlot[];
  /** Whether it is lodged with someone else after it is checked (a visa with its embassy, a card with its issuer). */
  lodged: boolean;
  /**
   * Fees that send it once paid (a visa's), rather than the traveller's button: the product of the supplier order
   * they are paid as, its request for this application, and its contact. Absent: it is sent free.
   */
  fees?: (
    request: Request,
    applicationId: string,
    /** Whether its owner read that its decision may come after the day it is for, and asked to go on. */
    lateAccepted: boolean,
  ) => {
    kind: string;
    request: unknown;
    /** Who the fees' order is for: its receipt and e-mails go there. */
    contact: { title: string; firstName: string; lastName: string; email: string; phone: string };
  };
  /**
   * When its decision is expected if it is sent `today`, and whether that is too late for the day it is for (a visa
   * after the day of travel): refused, or sent only once its owner has been warned. Absent: no deadline.
   */
  deadline?: (request: Request, today: string) => Deadline | null;
  /**
   * Where it is, for its page's map (a listed property): what the map is of, the point its owner gave, or null for
   * the centre of its city (a city code of the hotel supplier) to stand in.
   */
  place?: (
    request: Request,
    locale: Locale,
  ) => { name: string; address: string; point: { lat: number; lon: number } | null; cityCode: string };
  /** Another address told of each new one (a business enquiry's sales team). */
  copyTo?: string;
  /**
   * What its approval makes besides its decision (a listing's property in the extranet, and its owner's invitation):
   * statements and jobs for the decision's own batch.
   */
  approved?: (
    app: Application<Request>,
    db: Database,
    now: Date,
    /** Holds when its statements' turn comes only if the application was approved (not refused in a race). */
    onlyIf: SQL,
  ) => Promise<{ statements: BatchItem<"sqlite">[]; jobs: OutboxJob[] }>;
}

/** When an application's decision is expected, and whether that comes too late (and what then). */
export interface Deadline {
  expectedBy: string;
  late: "refused" | "at_own_risk" | null;
}

export type ApplicationKinds = Readonly<Record<string, ApplicationKind>>;
export const asApplicationKind = <R>(kind: ApplicationKind<R>) => kind as unknown as ApplicationKind;

/** Files are kept this long after an application is decided, then deleted (docs/product-rules.md). */
export const FILE_RETENTION_DAYS = 90;
/** A draft never sent lapses after this many days, and its files go with it. */
export const DRAFT_DAYS = 14;

/** The key its status is worded by (`status.{kind}.{key}` in locales/applications): a decision says which. */
export const statusKey = (app: Pick<Application, "status" | "outcome">) =>
  app.status === "decided" ? `decided_${app.outcome ?? "approved"}` : app.status;
