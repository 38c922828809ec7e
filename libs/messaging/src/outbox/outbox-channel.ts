/** The Postgres NOTIFY channel that wakes a schema's relay; NOTIFY is delivered only on commit. */
export const outboxNotifyChannel = (schema: string) => `reelmix_outbox_${schema}`;
