export * from './test-database';
export * from './wait-for';
export * from './unique-name';
export * from './s3-test-server';
export * from './broker-vhost';
export * from './fake-stripe';
export * from './controlled-clock';
export * from './boot-with-clock';
