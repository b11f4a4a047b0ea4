// The platform server of the end-to-end suites (`node dist/e2e-server.js`, e2e/product-server.ts):
// start.ts exactly as main.ts runs it, but with login passwords hashed at the payment password's
// scrypt cost (4 MiB, ~9 ms a core) instead of the OWASP cost (128 MiB, ~0.5 s a core on CI's
// machine). The suites log in and register about 150 times a run, and every derivation at the OWASP
// cost was a core-half-second the browsers and servers waited for (issue 24's CI budget). The
// production cost is tested in lib/password.test.ts and timed by `bench:login-timing`; the flows
// around it (brakes, locks, rehashing) are the same code at either cost.
//
// Never an entry of a deployment: it refuses NODE_ENV=production, says what it is in its start
// banner, and fails closed on a database of the product: a hash made at the OWASP cost is far above
// what this hasher accepts (PasswordHasher refuses absurdly costly parameters), so no member of such
// a database could log in through it.
import { PasswordHasher, paymentPasswordCost } from '../lib/password';
import { startOrExit } from '../start';

/** The hasher of end-to-end servers: every password at the payment password's cost. */
export const e2ePasswordHasher = new PasswordHasher(paymentPasswordCost, { paymentCost: null });

if (process.env.NODE_ENV === 'production') {
  process.stderr.write(
    'dist/e2e-server.js hashes passwords at a test cost and never runs with NODE_ENV=production: start dist/main.js\n',
  );
  process.exit(1);
}

startOrExit({
  passwordHasher: e2ePasswordHasher,
  notice: [
    'Passwords: hashed at a test cost (dist/e2e-server.js, for the end-to-end suites only: start dist/main.js for anything else)',
  ],
});
