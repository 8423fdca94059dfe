import { html, SafeHtml } from '../../platform/mail/html';

const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b0b0c;background:#f4f4f5}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;box-shadow:0 8px 32px rgb(11 11 12/.12);border-radius:8px}
.brand{font-size:.8125rem;letter-spacing:.3em;text-transform:uppercase;margin:0 0 1.5rem}
h1{font-size:1.25rem;letter-spacing:.12em;text-transform:uppercase;margin:0 0 1rem}
label{display:block;font-size:.875rem;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.75rem;border:1px solid #55555b;border-radius:4px;background:#fff}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;letter-spacing:.12em;text-transform:uppercase;padding:.875rem;border:0;border-radius:4px;background:#0b0b0c;color:#fff;cursor:pointer}
.error{color:#b3261e;font-weight:600}.note{color:#55555b;font-size:.875rem}.links{margin-top:1.5rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
a{color:#0b0b0c}
@media (max-width:767.98px){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}`;

/**
 * The provider's pages' content security policy: only our own script file and inline styles, and forms that may
 * post here and be redirected on to the shops that are its clients (browsers apply form-action to redirects).
 */
export function idpContentSecurityPolicy(clientOrigins: readonly string[]): string {
  const formTargets = ["'self'", ...clientOrigins].join(' ');
  return `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`;
}

function page(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Cadillac</title><style>${styles}</style></head>
<body><main><p class="brand">Cadillac</p>${body}</main></body></html>`;
}

function errorLine(error: string | undefined): SafeHtml {
  return error ? html`<p class="error" role="alert" id="form-error">${error}</p>` : html``;
}

export interface FormValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
}

export function signInPage(uid: string, values: FormValues, error?: string, notice?: string): SafeHtml {
  return page(
    'Sign in',
    html`<h1>Sign in</h1>${notice ? html`<p role="status">${notice}</p>` : ''}${errorLine(error)}
<form method="post" action="/idp/interaction/${uid}/login" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${values.email ?? ''}" ${error ? html`aria-describedby="form-error"` : ''}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p class="links"><a href="/idp/interaction/${uid}/register">Create account</a><a href="/idp/interaction/${uid}/forgot">Forgot password?</a></p>`,
  );
}

/** The staff's second step: the six-digit code of their authenticator app. */
export function secondFactorPage(uid: string, error?: string): SafeHtml {
  return page(
    'Verification code',
    html`<h1>Verification code</h1>
<p class="note" id="code-hint">Enter the 6-digit code your authenticator app shows for Showroom.</p>${errorLine(error)}
<form method="post" action="/idp/interaction/${uid}/code" novalidate>
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus aria-describedby="code-hint${error ? ' form-error' : ''}">
<button type="submit">Verify</button></form>`,
  );
}

const countries = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
];

export function createAccountPage(uid: string, values: FormValues, error?: string): SafeHtml {
  const country = countries.find((c) => c.code === values.country);
  return page(
    'Create account',
    html`<h1>Create account</h1>
<p class="note">${country ? `Your Cadillac ${country.name} account.` : 'Your Cadillac account.'}</p>${errorLine(error)}
<form method="post" action="/idp/interaction/${uid}/register" novalidate>
<label for="country">Country</label><select id="country" name="country" required>${countries.map(
      (c) =>
        html`<option value="${c.code}" ${c.code === values.country ? 'selected' : ''}>${c.name}</option>`,
    )}</select>
<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" required maxlength="80" value="${values.firstName ?? ''}">
<label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" required maxlength="80" value="${values.lastName ?? ''}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email ?? ''}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-hint">
<p class="note" id="password-hint">At least 10 characters.</p>
<button type="submit">Create account</button></form>
<p class="links"><a href="/idp/interaction/${uid}">I have an account: sign in</a></p>`,
  );
}

export function forgotPasswordPage(uid: string, values: FormValues, notice?: string): SafeHtml {
  return page(
    'Forgot password',
    html`<h1>Forgot password</h1>${notice ? html`<p role="status">${notice}</p>` : html`<p class="note">We will email you a link to choose a new password.</p>`}
<form method="post" action="/idp/interaction/${uid}/forgot" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${values.email ?? ''}">
<button type="submit">Send reset link</button></form>
<p class="links"><a href="/idp/interaction/${uid}">Back to sign in</a></p>`,
  );
}

export function resetPasswordPage(token: string, error?: string): SafeHtml {
  return page(
    'Choose a new password',
    html`<h1>Choose a new password</h1>${errorLine(error)}
<form method="post" action="/idp/reset/${token}" novalidate>
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-hint">
<p class="note" id="password-hint">At least 10 characters.</p>
<button type="submit">Save password</button></form>`,
  );
}

/** The page of the sign-up email's link: its button proves the address (a POST, so link scanners use nothing). */
export function confirmEmailPage(token: string): SafeHtml {
  return page(
    'Confirm your email',
    html`<h1>Confirm your email</h1><p>Confirm that this email address is yours to finish creating your Cadillac account.</p>
<form method="post" action="/idp/verify/${token}"><button type="submit">Confirm email</button></form>`,
  );
}

/** A message with an optional link; with `form` (oidc-provider's logout form) a script file submits it. */
export function messagePage(
  title: string,
  text: string,
  link?: { href: string; label: string },
  form?: string,
) {
  return page(
    title,
    html`<h1>${title}</h1><p>${text}</p>${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}${
      form
        ? html`${new SafeHtml(form)}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script src="/idp/assets/auto-submit.js"></script>`
        : ''
    }`,
  );
}

/** Presses the sign-out button at once (served as a file: the CSP allows no inline script). */
export const autoSubmitScript = `document.querySelector('button[name="logout"]')?.click();\n`;
