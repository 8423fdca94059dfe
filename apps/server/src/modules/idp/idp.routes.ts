import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { SafeHtml } from '../../platform/mail/html';
import { checkSameOrigin } from '../../platform/security/csrf';
import { type IdpRepository, idpRepository } from './idp.repository';
import { type EndShopSessions, idpService } from './idp.service';
import {
  autoSubmitScript,
  confirmEmailPage,
  createAccountPage,
  type FormValues,
  forgotPasswordPage,
  idpContentSecurityPolicy,
  messagePage,
  resetPasswordPage,
  secondFactorPage,
  signInPage,
} from './idp-pages';
import { createIdp, type IdpOptions, idpMountPath } from './idp-provider';
import { idpSecondFactor } from './idp-second-factor';
import { idpStaffRepository } from './idp-staff.repository';
import { passwordHasher } from './password-hash';
import { mountMiddleware } from './provider-mount';

type Form = Record<string, string | undefined>;
type UidParams = { Params: { uid: string }; Body: Form };

/** Paths under /idp answered by these routes; everything else there is the provider's (authorize, token, …). */
const ownPaths = /^\/(interaction|reset|verify|assets)\//;

/** The same answer for a new email and a taken one; the email says which it was. */
const accountNotice =
  'Check your email to continue: we have sent a message to this address. Then sign in with your password.';

const formRateLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

function send(reply: FastifyReply, page: SafeHtml, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.value);
}

/**
 * The embedded OpenID provider under /idp with its own pages: sign-in, create account (country claim), forgot
 * and reset password. Forms are same-origin only; sign-in failures are throttled per email and per address.
 */
export async function registerIdp(
  root: FastifyInstance,
  deps: { db: Db; clock: Clock; options: IdpOptions; endShopSessions: EndShopSessions },
) {
  const repository = idpRepository(deps.db);
  const provider = await createIdp({ db: deps.db, clock: deps.clock, repository, options: deps.options });
  const callback = provider.callback();
  const csp = idpContentSecurityPolicy([deps.options.origin, ...deps.options.clientOrigins]);
  await mountMiddleware(root, idpMountPath, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    res.setHeader('content-security-policy', csp);
    if (ownPaths.test(req.url ?? '')) return next();
    callback(req, res);
  });
  await root.register(pageRoutes(provider, { ...deps, repository }));
}

function pageRoutes(
  provider: Provider,
  deps: {
    db: Db;
    clock: Clock;
    options: IdpOptions;
    repository: IdpRepository;
    endShopSessions: EndShopSessions;
  },
) {
  const { repository } = deps;
  const service = idpService({
    db: deps.db,
    repository,
    clock: deps.clock,
    origin: deps.options.origin,
    endShopSessions: deps.endShopSessions,
    passwords: passwordHasher(deps.options.passwordHashCost),
  });
  const sameOrigin = new Set([deps.options.origin]);
  const secondFactor = idpSecondFactor({
    db: deps.db,
    repository: idpStaffRepository(deps.db),
    clock: deps.clock,
  });

  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addHook('preHandler', async (request) => {
      // Login CSRF: a form on another site must not post here. Same check as the API, minus the client header.
      if (request.method === 'POST') checkSameOrigin(request, sameOrigin);
    });

    async function interaction(request: FastifyRequest<UidParams>, reply: FastifyReply) {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
        return details;
      } catch (error) {
        if (!(error instanceof errors.SessionNotFound)) throw error;
        send(
          reply,
          messagePage('This sign-in has expired', 'Please start again from the shop.', {
            href: '/gmauth/sign-in',
            label: 'Sign in again',
          }),
          400,
        );
        return undefined;
      }
    }

    async function finish(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
      amr: string[] = ['pwd'],
    ) {
      const result: InteractionResults = { login: { accountId, amr } };
      const url = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.redirect(url, 303);
    }

    const values = (body: Form): FormValues => ({
      email: body.email ?? '',
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      country: body.country ?? '',
    });

    app.get('/idp/assets/auto-submit.js', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(autoSubmitScript),
    );

    app.get<UidParams>('/idp/interaction/:uid', async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const { screen, country } = details.params as { screen?: string; country?: string };
      if (screen === 'signup') {
        return send(
          reply,
          createAccountPage(request.params.uid, { country: country?.toUpperCase() ?? 'AU' }),
        );
      }
      return send(reply, signInPage(request.params.uid, {}));
    });

    app.post<UidParams>('/idp/interaction/:uid/login', async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      const outcome = await service.signIn(request.body.email ?? '', request.body.password ?? '', request.ip);
      if (!outcome.ok)
        return send(reply, signInPage(request.params.uid, values(request.body), outcome.error), 401);
      // A staff account proves a second factor before the sign-in completes.
      if (await secondFactor.required(outcome.value, request.params.uid)) {
        return send(reply, secondFactorPage(request.params.uid));
      }
      return finish(request, reply, outcome.value);
    });

    app.post<UidParams>('/idp/interaction/:uid/code', { config: formRateLimit }, async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      const outcome = await secondFactor.verify(request.params.uid, request.body.code ?? '');
      if (!outcome.ok) {
        const page = outcome.restart
          ? signInPage(request.params.uid, {}, outcome.error)
          : secondFactorPage(request.params.uid, outcome.error);
        return send(reply, page, 401);
      }
      return finish(request, reply, outcome.value, ['pwd', 'otp']);
    });

    app.get<UidParams>('/idp/interaction/:uid/register', async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const { country } = details.params as { country?: string };
      return send(reply, createAccountPage(request.params.uid, { country: country?.toUpperCase() ?? 'AU' }));
    });

    app.post<UidParams>(
      '/idp/interaction/:uid/register',
      { config: formRateLimit },
      async (request, reply) => {
        if (!(await interaction(request, reply))) return reply;
        const body = request.body;
        const outcome = await service.createAccount({
          email: body.email ?? '',
          password: body.password ?? '',
          firstName: body.firstName ?? '',
          lastName: body.lastName ?? '',
          country: body.country ?? '',
        });
        if (!outcome.ok)
          return send(reply, createAccountPage(request.params.uid, values(body), outcome.error), 400);
        return send(reply, signInPage(request.params.uid, { email: body.email }, undefined, accountNotice));
      },
    );

    app.get<UidParams>('/idp/interaction/:uid/forgot', async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      return send(reply, forgotPasswordPage(request.params.uid, {}));
    });

    app.post<UidParams>('/idp/interaction/:uid/forgot', { config: formRateLimit }, async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      await service.forgotPassword(request.body.email ?? '');
      const notice = 'If an account uses this email, we have sent it a link to choose a new password.';
      return send(reply, forgotPasswordPage(request.params.uid, values(request.body), notice));
    });

    const signInAgain = { href: '/gmauth/sign-in', label: 'Sign in' };

    // The sign-up email's link: a page with a button, so a mail scanner that opens links does not use it up.
    app.get<{ Params: { token: string } }>('/idp/verify/:token', async (request, reply) => {
      if (await service.emailProofIsUsable(request.params.token)) {
        return send(reply, confirmEmailPage(request.params.token));
      }
      const text =
        'This link has expired or was used already. Sign in with your password and we will send a new one.';
      return send(reply, messagePage('Link expired', text, signInAgain), 410);
    });

    app.post<{ Params: { token: string }; Body: Form }>(
      '/idp/verify/:token',
      { config: formRateLimit },
      async (request, reply) => {
        const outcome = await service.proveEmail(request.params.token);
        if (!outcome.ok) {
          const text = `${outcome.error} Sign in with your password and we will send a new one.`;
          return send(reply, messagePage('Link expired', text, signInAgain), 410);
        }
        const text = 'Your email address is confirmed. Sign in with your email and password to continue.';
        return send(reply, messagePage('Email confirmed', text, signInAgain));
      },
    );

    app.get<{ Params: { token: string } }>('/idp/reset/:token', async (request, reply) => {
      if (await service.resetLinkIsUsable(request.params.token)) {
        return send(reply, resetPasswordPage(request.params.token));
      }
      const text = 'This link has expired or was used already. Ask for a new one from the sign-in page.';
      return send(reply, messagePage('Link expired', text, signInAgain), 410);
    });

    app.post<{ Params: { token: string }; Body: Form }>(
      '/idp/reset/:token',
      { config: formRateLimit },
      async (request, reply) => {
        const outcome = await service.resetPassword(request.params.token, request.body.password ?? '');
        if (!outcome.ok) return send(reply, resetPasswordPage(request.params.token, outcome.error), 400);
        return send(reply, messagePage('Password changed', 'Sign in with your new password.', signInAgain));
      },
    );
  };
}
