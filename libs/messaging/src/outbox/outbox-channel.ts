/** The Postgres NOTIFY channel that wakes a schema's relay; NOTIFY is delivered only on commit. */
export const outboxNotifyChannel = (schema: string) => `reelmix_outbox_${schema}`;

/** The application_name of a relay's LISTEN connection: one per relay, visible in pg_stat_activity. */
// Postgres keeps the first 63 bytes of an application_name.
export const outboxListenerName = (schema: string) => `${schema}.outbox-listener`.slice(0, 63);
