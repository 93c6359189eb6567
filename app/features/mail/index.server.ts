// Sending e-mail: the transport and the outbox that retries.
// Server-only entry: what loaders, actions and server code use.
export {
  type MailAttachment,
  type OutboxWorker,
  queueEmail,
  startOutboxWorker,
} from "./outbox.server";
export { createMailTransport, DEFAULT_SMTP_TIMEOUTS, type MailTransport } from "./transport.server";
export { deliveryOf, type MailDelivery, mailsAbout } from "./delivery.server";
