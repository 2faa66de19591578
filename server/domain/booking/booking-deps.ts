import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { emailSiteUrl } from "../mail/queue-email";
import type { CancellationDeps } from "./cancel-reservation";
import type { NightsStore } from "./inventory-nights-store";
import { queueReservationCancelledMails, queueReservationConfirmedMails, reservationMailViewOf } from "./reservation-mail";

export type BookingServices = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl">;
  nightsStore?: NightsStore;
};

/**
 * Where a reservation's e-mails send the guest and the hotel: the guest's page opens with the
 * confirmation number and e-mail (a guest has no account to sign in with); the hotel's dashboard
 * lists its reservations.
 */
export function reservationLinks(site: string, reservation: { confirmationNumber: string; guestEmail: string | null }) {
  const query = new URLSearchParams({ number: reservation.confirmationNumber, email: reservation.guestEmail ?? "" });
  return { link: `${site}/booking/find?${query.toString()}`, dashboardLink: `${site}/dashboard/reservations` };
}

/** The booking flow's dependencies: a confirmed or cancelled reservation e-mails the guest and the hotel in its transaction. */
export function bookingDepsOf(services: BookingServices, origin?: string, reportError?: (error: unknown) => void): CancellationDeps {
  const site = emailSiteUrl(services.config, origin);
  const mailDeps = (tx: BookingServices["db"]) => ({ db: tx, jobs: services.jobs, clock: services.clock, config: services.config, ...(origin ? { origin } : {}) });
  return {
    db: services.db,
    clock: services.clock,
    payments: services.payments,
    ...(services.nightsStore ? { nightsStore: services.nightsStore } : {}),
    ...(reportError ? { reportError } : {}),
    async onConfirmed(tx, reservation) {
      await queueReservationConfirmedMails(mailDeps(tx), await reservationMailViewOf(tx, reservation.id, (row) => reservationLinks(site, row)));
    },
    async onCancelled(tx, reservation) {
      await queueReservationCancelledMails(mailDeps(tx), await reservationMailViewOf(tx, reservation.id, (row) => reservationLinks(site, row)));
    },
  };
}
