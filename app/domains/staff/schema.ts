import { z } from "zod";
import { Email } from "~/domains/accounts/schema";
import { required } from "~/domains/people/schema";
import { STAFF_ROLES } from "./roles";

// The desk's forms (messages are translation keys). A staff password is checked, never judged, at sign-in: an
// admin sets it; a code is a TOTP code's 6 digits or a recovery code's 12 letters and digits.

export const StaffPasswordSchema = z.object({
  email: Email,
  password: z.string(required).max(128, "desk:signIn.credential"),
});

export const SecondFactorSchema = z.object({
  code: z
    .string(required)
    .trim()
    .regex(/^(?:\d{3}\s?\d{3}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, "desk:code.credential"),
});

export const SignOutSchema = z.object({ everywhere: z.enum(["1"]).optional() });

/** An admin's change to one staff member: their roles (at least one), and whether they may sign in. */
export const StaffUpdateSchema = z.object({
  intent: z.literal("update"),
  staffId: z.string().min(1).max(64),
  roles: z.array(z.enum(STAFF_ROLES), "desk:staff.errors.roles").min(1, "desk:staff.errors.roles"),
  active: z.enum(["1", "0"]),
});

/** The longest support note. */
export const NOTE_MAX = 2000;

export const NoteSchema = z.object({
  intent: z.literal("note"),
  text: z.string("desk:order.errors.note").trim().min(1, "desk:order.errors.note").max(NOTE_MAX),
});

/** An admin's invitation: who, at which address, with which roles. */
export const InviteStaffSchema = z.object({
  intent: z.literal("invite"),
  name: z.string(required).trim().min(2, "errors.invalid").max(80, "errors.invalid"),
  email: Email,
  roles: z.array(z.enum(STAFF_ROLES), "desk:staff.errors.roles").min(1, "desk:staff.errors.roles"),
});

export const StaffDeskSchema = z.discriminatedUnion("intent", [StaffUpdateSchema, InviteStaffSchema]);

/** The enrolment page's form: the link's token, a new password, and the authenticator's current code. */
export const EnrolSchema = z.object({
  token: z.string().min(1).max(100),
  password: z.string(required).min(12, "desk:enrol.errors.password").max(128, "desk:enrol.errors.password"),
  code: z
    .string(required)
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, "desk:enrol.errors.code"),
});

/** Support's actions on an order: a note, or its documents sent again. */
export const OrderDeskSchema = z.discriminatedUnion("intent", [NoteSchema, z.object({ intent: z.literal("resend") })]);
