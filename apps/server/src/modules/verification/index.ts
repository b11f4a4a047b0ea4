// The verification module: SMS and e-mail codes (through their providers), the human check,
// Firebase phone sign-in tokens.
import { defineModule, route } from '../module';
import { verificationOps } from './verification.ops-cli';
import { HumanCheckService } from './human-check';
import { SmsRequestService } from './sms-request.service';
import { OutboxEmailProvider, OutboxSmsProvider } from './providers';
import { VerificationRepository } from './verification.repository';
import { verificationRoutes } from './verification.routes';
import { VerificationService } from './verification.service';

declare module '../module' {
  interface ModuleServiceMap {
    verification: { verification: VerificationService };
  }
}

export const verificationModule = defineModule({
  name: 'verification',
  ops: [verificationOps],
  needs: ['system', 'member'],
  create({ db, deps, config, clock, log, sleep }, { system, member }) {
    const repository = new VerificationRepository(db);
    const verification = new VerificationService(
      repository,
      system.system,
      deps.smsProvider ?? new OutboxSmsProvider(repository),
      deps.emailProvider ?? new OutboxEmailProvider(repository),
      clock,
      log,
      deps.firebase ?? null,
      sleep,
      new HumanCheckService(repository, system.system, clock, log, config.humanCheck ?? {}),
    );
    const smsRequests = new SmsRequestService(verification, member.members, system.system);
    return {
      services: { verification },
      routes: [route(verificationRoutes, { prefix: '/wps', verification, smsRequests })],
    };
  },
});
