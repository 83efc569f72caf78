// Every domain's tables, for Drizzle and drizzle-kit. Each table is owned by the domain that defines it.
export * from "~/domains/content/tables";
export * from "~/domains/bookings/tables";
export * from "~/domains/promotions/tables";
export * from "~/domains/cart/tables";
export * from "~/domains/checkout/tables";
export * from "~/domains/notifications/tables";
export * from "~/domains/accounts/tables";
export * from "~/domains/jobs/tables";
export * from "~/domains/partners/tables";
export * from "~/domains/stays/tables";
export * from "~/domains/supplier-orders/tables";
export * from "~/domains/suppliers/tables";
export * from "~/domains/core/tables";
export * from "~/domains/applications/tables";
export * from "~/domains/uploads/tables";
export * from "~/domains/airlines/tables";
export * from "~/domains/subscriptions/tables";
