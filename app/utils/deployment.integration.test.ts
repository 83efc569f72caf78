import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, test, vi } from "vitest";
import worker from "../../workers/app";
import { createRequestContext } from "~/context.server";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { loader as mailbox } from "~/routes/dev/mailbox";
import { statusOf } from "../../tests/support/requests";
import { configProblems } from "./config.server";
import { COMMITTED_DEFAULTS, devToolsAllowed, unsafeDeploymentReason } from "./deployment.server";

const production = { ...env, APP_ENV: "production" } as Env;
/** A production configuration with secrets of its own. */
const own = {
  ...production,
  SESSION_SECRET: "s".repeat(40),
  PAYMENT_WEBHOOK_SECRET: "w".repeat(40),
  API_AUTH_SALT: "a".repeat(40),
  AGENT_TOKEN_SECRET: "g".repeat(40),
} as Env;

describe("a deployment with the committed defaults", () => {
  test("a production configuration with any committed default secret refuses to serve its host", () => {
    for (const name of Object.keys(COMMITTED_DEFAULTS)) {
      const config = {
        ...production,
        SESSION_SECRET: "a long random session secret",
        PAYMENT_WEBHOOK_SECRET: "a long random webhook secret",
        API_AUTH_SALT: "a long random salt",
        AGENT_TOKEN_SECRET: "a long random agent secret",
        [name]: COMMITTED_DEFAULTS[name as keyof typeof COMMITTED_DEFAULTS],
      } as Env;
      expect(unsafeDeploymentReason(new Request("https://tern.example/"), config)).toContain(name);
    }
    // wrangler.toml as committed: every default at once.
    expect(unsafeDeploymentReason(new Request("https://tern.example/flight"), production)).toMatch(
      /SESSION_SECRET, PAYMENT_WEBHOOK_SECRET, API_AUTH_SALT, AGENT_TOKEN_SECRET/,
    );
  });

  test("with its own secrets it serves; on loopback the committed ones are fine", () => {
    expect(unsafeDeploymentReason(new Request("https://tern.example/"), own)).toBeNull();
    for (const host of ["localhost:8787", "127.0.0.1", "127.8.9.1:9000", "[::1]:8787"]) {
      expect(unsafeDeploymentReason(new Request(`http://${host}/`), env)).toBeNull();
    }
  });
});

describe("a provider without its settings", () => {
  test("EMAIL_SENDER resend without its key or sender refuses to serve anywhere, naming the setting, never a value", () => {
    const resend = {
      ...own,
      EMAIL_SENDER: "resend",
      RESEND_API_KEY: "re_secret_value",
      RESEND_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    } as Env;
    const at = (host: string, config: Env) => unsafeDeploymentReason(new Request(`https://${host}/`), config);
    expect(at("tern.example", resend)).toBeNull();
    expect(at("tern.example", { ...resend, RESEND_API_KEY: "" } as Env)).toBe(
      "refusing to serve: RESEND_API_KEY missing or invalid",
    );
    expect(at("localhost", { ...resend, EMAIL_FROM: "bookings" } as Env)).toBe(
      "refusing to serve: EMAIL_FROM missing or invalid",
    );
    expect(at("tern.example", { ...own, EMAIL_SENDER: "sendgrid" } as Env)).toMatch(/^refusing to serve: EMAIL_SENDER/);
    expect(at("tern.example", { ...resend, EMAIL_FROM: "" } as Env)).not.toContain("re_secret_value");
    // Without its webhook secret, bounces would never be heard of.
    expect(at("tern.example", { ...resend, RESEND_WEBHOOK_SECRET: undefined } as Env)).toBe(
      "refusing to serve: RESEND_WEBHOOK_SECRET missing or invalid",
    );
  });

  test("PAYMENT_GATEWAY paystack without its secret key refuses to serve, naming the setting, never a value", () => {
    const paystack = { ...own, PAYMENT_GATEWAY: "paystack", PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef" } as Env;
    const at = (config: object) => unsafeDeploymentReason(new Request("https://tern.example/"), config as Env);
    expect(at(paystack)).toBeNull();
    expect(at({ ...paystack, PAYSTACK_SECRET_KEY: undefined })).toBe(
      "refusing to serve: PAYSTACK_SECRET_KEY missing or invalid",
    );
    // A public key pasted where the secret goes.
    expect(at({ ...paystack, PAYSTACK_SECRET_KEY: "pk_live_0123456789abcdef" })).toBe(
      "refusing to serve: PAYSTACK_SECRET_KEY missing or invalid",
    );
    expect(at({ ...paystack, PAYSTACK_SECRET_KEY: "pk_live_0123456789abcdef" })).not.toContain("pk_live");
    expect(at({ ...own, PAYMENT_GATEWAY: "stripe" })).toBe("refusing to serve: PAYMENT_GATEWAY missing or invalid");
  });

  test("FLIGHT_SUPPLIER duffel without its access token refuses to serve, naming the setting, never a value", () => {
    const duffel = { ...own, FLIGHT_SUPPLIER: "duffel", DUFFEL_ACCESS_TOKEN: "duffel_live_0123456789abcdef" } as Env;
    const at = (config: object) => unsafeDeploymentReason(new Request("https://tern.example/"), config as Env);
    expect(at(duffel)).toBeNull();
    expect(at({ ...duffel, DUFFEL_ACCESS_TOKEN: undefined })).toBe(
      "refusing to serve: DUFFEL_ACCESS_TOKEN missing or invalid",
    );
    expect(at({ ...duffel, DUFFEL_ACCESS_TOKEN: "sk_live_0123456789abcdef" })).not.toContain("sk_live");
    expect(at({ ...own, FLIGHT_SUPPLIER: "amadeus" })).toBe("refusing to serve: FLIGHT_SUPPLIER missing or invalid");
  });
});

describe("the Worker with a real provider missing its secret", () => {
  test("refuses a booking with 503 and logs the setting by name, never a secret's value", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const config = {
      ...own,
      FLIGHT_SUPPLIER: "duffel",
      PAYMENT_GATEWAY: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef",
    };
    const booking = new Request("https://tern.example/api/booking/Booking/Booking", { method: "POST", body: "{}" });
    const response = await worker.fetch(
      booking as Parameters<typeof worker.fetch>[0],
      config as Env,
      createExecutionContext(),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(log).toHaveBeenCalledWith("refusing to serve: DUFFEL_ACCESS_TOKEN missing or invalid");
    expect(JSON.stringify(log.mock.calls)).not.toContain("sk_live_0123456789abcdef");
    expect(await response.text()).not.toContain("DUFFEL");
    log.mockRestore();
  });
});

describe("the configuration", () => {
  test("wrangler.toml as committed is sound; each setting missing or invalid is named, never shown", () => {
    expect(configProblems(env)).toEqual([]);
    const at = (config: object) => unsafeDeploymentReason(new Request("https://tern.example/"), config as Env);
    expect(at({ ...own, SITE_URL: "not a url" })).toBe("refusing to serve: SITE_URL missing or invalid");
    expect(at({ ...own, BOOKING_HOLD_MINUTES: "twenty" })).toBe(
      "refusing to serve: BOOKING_HOLD_MINUTES missing or invalid",
    );
    expect(at({ ...own, TEST_TODAY: "2027-01-01" })).toBe("refusing to serve: TEST_TODAY missing or invalid");
    expect(at({ ...own, SESSION_SECRET: "short" })).toBe("refusing to serve: SESSION_SECRET missing or invalid");
    const withoutFx = Object.fromEntries(Object.entries(own).filter(([name]) => name !== "FX_SOURCE"));
    expect(at(withoutFx)).toBe("refusing to serve: FX_SOURCE missing or invalid");
    expect(at({ ...own, SESSION_SECRET: "short" })).not.toContain("short");
  });
});

describe("the developer tools", () => {
  const open = async (url: string, config: Env) => {
    const request = new Request(url);
    const context = await createRequestContext({ request, env: config, ctx: createExecutionContext(), nonce: "n" });
    let status = 0;
    // The page reads its words from the root middleware's i18next instance.
    await i18nextMiddleware({ request, context, params: {} } as never, async () => {
      status = await statusOf(async () => mailbox({ request, context, params: {} } as never));
      return new Response();
    });
    return status;
  };

  test("/dev/mailbox answers 404 without DEV_TOOLS=1 on loopback", async () => {
    expect(env.DEV_TOOLS).toBe("0");
    expect(await open("http://localhost:8787/dev/mailbox", env)).toBe(404);
    const tools = { ...env, DEV_TOOLS: "1" } as Env;
    expect(await open("https://tern.example/dev/mailbox", tools)).toBe(404);
    expect(await open("http://tern.localhost.example/dev/mailbox", tools)).toBe(404);
    expect(await open("http://localhost:8787/dev/mailbox", { ...tools, APP_ENV: "production" } as Env)).toBe(404);
    expect(await open("http://localhost:8787/dev/mailbox", tools)).toBe(200);
    expect(devToolsAllowed(new Request("http://127.0.0.1/dev/mailbox"), tools)).toBe(true);
  });
});
