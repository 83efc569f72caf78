import { z } from "zod";

// The Worker's configuration: `wrangler.toml`'s vars and the secrets, checked by one schema on an isolate's
// first request. What is wrong is said by the setting's name, never its value: the log may be read by anyone who
// operates the site, and a secret must not reach it.

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .refine((v) => Number(v) >= min && Number(v) <= max);
const secret = z.string().min(16);
const flag = z.enum(["0", "1"]);

const EnvSchema = z
  .object({
    APP_ENV: z.enum(["sandbox", "production"]),
    SESSION_SECRET: secret,
    PAYMENT_WEBHOOK_SECRET: secret,
    API_AUTH_SALT: secret,
    AGENT_TOKEN_SECRET: secret,
    SITE_URL: z.url({ protocol: /^https?$/ }),
    BOOKING_HOLD_MINUTES: whole(1, 120),
    SWEEP_AFTER_MINUTES: whole(0, 1440),
    REFUND_STEP_MINUTES: whole(0, 100_000),
    REFUND_DECISIONS: z.enum(["desk", "sandbox"]),
    REFUND_SECOND_APPROVAL_ABOVE: whole(0, 999_999),
    APPLICATION_STEP_MINUTES: whole(0, 100_000),
    APPLICATION_DECISIONS: z.enum(["desk", "sandbox"]),
    VERIFICATION_CODE_MINUTES: whole(1, 60),
    EMAIL_SENDER: z.enum(["sandbox", "resend"]),
    EMAIL_FROM: z.string().regex(/^(?:[^<>]*<)?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?$/),
    RESEND_API_KEY: z.string().optional(),
    /** Resend's webhook signing secret (Svix): bounces and complaints reach /api/email/webhook with it. */
    RESEND_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/)
      .optional(),
    FLIGHT_SUPPLIER: z.enum(["sandbox", "duffel"]),
    DUFFEL_ACCESS_TOKEN: z
      .string()
      .regex(/^duffel_(test|live)_[\w-]{8,}$/)
      .optional(),
    PAYMENT_GATEWAY: z.enum(["sandbox", "paystack"]),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w{8,}$/)
      .optional(),
    FX_SOURCE: z.enum(["sandbox", "open-er-api"]),
    FX_MAX_AGE_DAYS: whole(1, 30),
    TEST_TODAY: z.union([z.literal(""), z.iso.date()]),
    TRUST_CF_CONNECTING_IP: flag,
    DEV_TOOLS: flag,
    MAP_TILE_URL: z.string().regex(/^(?:\/|https:\/\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/),
    MAP_TILE_MAX_ZOOM: whole(1, 22),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_SENDER === "resend" && !env.RESEND_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["RESEND_API_KEY"], message: "needed with EMAIL_SENDER resend" });
    }
    if (env.EMAIL_SENDER === "resend" && !env.RESEND_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["RESEND_WEBHOOK_SECRET"], message: "needed with EMAIL_SENDER resend" });
    }
    if (env.FLIGHT_SUPPLIER === "duffel" && !env.DUFFEL_ACCESS_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["DUFFEL_ACCESS_TOKEN"], message: "needed with FLIGHT_SUPPLIER duffel" });
    }
    if (env.PAYMENT_GATEWAY === "paystack" && !env.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["PAYSTACK_SECRET_KEY"], message: "needed with PAYMENT_GATEWAY paystack" });
    }
    // A production site runs on the real day.
    if (env.APP_ENV === "production" && env.TEST_TODAY) {
      ctx.addIssue({ code: "custom", path: ["TEST_TODAY"], message: "must be empty in production" });
    }
  });

const checked = new WeakMap<object, string[]>();

/** The settings missing or invalid, by name (empty when the configuration is sound); checked once per env object. */
export function configProblems(env: object): string[] {
  let problems = checked.get(env);
  if (!problems) {
    const result = EnvSchema.safeParse(env);
    problems = result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "?")))];
    checked.set(env, problems);
  }
  return problems;
}
