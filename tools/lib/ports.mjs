// The processes `npm start` runs and the ports they listen on (their config defaults).
export const SERVICES = [
  { name: 'auth', port: 3001 },
  { name: 'billing', port: 3002 },
  { name: 'uploads', port: 3003 },
  { name: 'jobs', port: 3004 },
  { name: 'render', port: 3005 },
  { name: 'mail', port: 3006 },
  { name: 'affiliates', port: 3007 },
  { name: 'webhooks', port: 3008 },
  { name: 'gateway', port: 8080 },
];
