// HTTP routes of the verification calls: captcha image, human check and SMS codes. HTTP only.
import type { SmsNoLoginRequest, SmsRegisterRequest } from '@lotusplay/api-client';
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../lib/envelope';
import * as s from './verification.schemas';
import type { SmsRequestService } from './sms-request.service';
import type { VerificationService } from './verification.service';

/** Options of the verification routes plugin. */
export interface VerificationRoutesOptions {
  verification: VerificationService;
  smsRequests: SmsRequestService;
}

/**
 * Registers GET /wps/captcha, GET /wps/verification/human-check and POST /wps/verification/sms/*
 * (register with prefix `/wps`).
 */
export async function verificationRoutes(
  app: FastifyInstance,
  { verification, smsRequests }: VerificationRoutesOptions,
) {
  app.get(
    '/captcha',
    {
      schema: {
        tags: ['verification'],
        summary: 'A generated captcha: base64 PNG and its key (at most one per second per address)',
        response: responses(s.captchaValue, [429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await verification.createCaptcha(request.ip));
    },
  );

  app.get(
    '/verification/human-check',
    {
      schema: {
        tags: ['verification'],
        summary:
          "The brand's human check: a fresh signed proof-of-work challenge (ALTCHA; raised for an address a shared limit asked for more work), or reCAPTCHA's site key",
        response: responses(s.humanCheckValue),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await verification.humanCheckChallenge(request.ip));
    },
  );

  app.post<{ Body: SmsNoLoginRequest }>(
    '/verification/sms/noLogin',
    {
      schema: {
        tags: ['verification'],
        summary:
          'Sends a login or forgot-password code to a registered number (same answer for any number)',
        body: s.smsNoLoginBody,
        response: responses(s.smsCodeValue, [403, 429]),
      },
    },
    async (request) => ok(await smsRequests.noLogin(request.body, request.ip)),
  );

  app.post<{ Body: SmsRegisterRequest }>(
    '/verification/sms/register',
    {
      schema: {
        tags: ['verification'],
        summary: 'Sends a registration code to a number that is not registered yet',
        body: s.smsRegisterBody,
        response: responses(s.smsCodeValue, [403, 409, 429]),
      },
    },
    async (request) => ok(await smsRequests.register(request.body, request.ip)),
  );
}
