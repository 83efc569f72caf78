import { z } from "zod";

/**
 * The desk's roles (DESIGN.md: each role decides only its own records). A staff member holds one or more; a page or
 * an action names the role it needs, and nobody else gets it (requireRole in app/utils/desk.server.ts).
 */
export const STAFF_ROLES = ["support", "refunds", "payments", "visas", "partners", "content", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const RolesSchema = z.array(z.enum(STAFF_ROLES)).min(1);

/** A staff member as the desk's pages and rules see them: never the password's hash nor the TOTP secret. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

export const hasRole = (member: Pick<StaffMember, "roles">, role: StaffRole): boolean => member.roles.includes(role);

/** Who did a desk action, and from where: what each audit row records besides the action. */
export interface DeskActor {
  staffId: string;
  address: string;
}

/** What a staff action is: each is one row of the trail. */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_recovery_code",
  "sign_out",
  "sign_out_everywhere",
  "refund.take",
  "refund.first_approval",
  "refund.approve",
  "refund.decline",
  "payment.confirm",
  "payment.reject",
  "application.checked",
  "application.ask_again",
  "application.lodged",
  "application.approved",
  "application.refused",
  "application.file_view",
  "content.save",
  "content.publish",
  "content.unpublish",
  "content.republish",
  "staff.update",
  "staff.suspend",
  "staff.invite",
  "staff.enrol",
  "support.note",
  "support.resend",
  "agent.add",
  "agent.suspend",
  "agent.restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
