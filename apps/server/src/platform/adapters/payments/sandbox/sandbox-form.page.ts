import { cardBrandNames, cents, detectCardBrand, formatMoney } from '@showroom/domain';
import { html, SafeHtml } from '../../../mail/html';
import { sandboxTestCards } from './sandbox-cards';

export interface CardFormSession {
  id: string;
  amountCents: number;
  currency: string;
  countryCode: string;
}

const countryNames: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 16px; color: #111; background: #fff; }
  h1 { font-size: 18px; letter-spacing: .04em; text-transform: uppercase; margin: 0 0 4px; }
  form { display: grid; gap: 12px; max-width: 520px; }
  .row { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 12px; align-items: end; }
  label, fieldset { min-width: 0; }
  label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
  input { font: inherit; padding: 10px; border: 1px solid #6b6b6b; border-radius: 2px; width: 100%;
    min-width: 0; box-sizing: border-box; }
  input:focus-visible, button:focus-visible { outline: 2px solid #0a58ca; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b00020; }
  .error { color: #b00020; font-size: 14px; font-weight: 400; min-height: 0; }
  .brand { font-size: 14px; color: #333; min-height: 1.5em; }
  button { font: inherit; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; padding: 12px;
    border: 0; background: #111; color: #fff; cursor: pointer; }
  button[disabled] { background: #6b6b6b; cursor: progress; }
  details { font-size: 14px; color: #333; }
  summary { min-height: 24px; padding: 6px 0; cursor: pointer; }
  fieldset { border: 1px solid #ccc; padding: 12px; display: grid; gap: 12px; }
  legend { font-weight: 600; font-size: 14px; padding: 0 4px; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;

function field(name: string, label: string, attributes: string) {
  const id = `f-${name.replace('.', '-')}`;
  return html`<label for="${id}">${label}
    <input id="${id}" name="${name}" ${attributesOf(attributes)} aria-describedby="${id}-error" />
    <span class="error" id="${id}-error" data-error-for="${name}"></span></label>`;
}

/** Attributes are fixed strings written in this file, never request data. */
function attributesOf(attributes: string): SafeHtml {
  return new SafeHtml(attributes);
}

/**
 * The sandbox's hosted card form, framed by the checkout's payment step. The session id is in the path; the
 * session data travels in the URL fragment, which never reaches a server or a log.
 */
export function cardFormPage(session: CardFormSession): string {
  const amount = formatMoney(cents(session.amountCents));
  const country = countryNames[session.countryCode] ?? session.countryCode;
  const cards = sandboxTestCards.map((card) => {
    const brand = detectCardBrand(card.number);
    return html`<li>${brand ? cardBrandNames[brand] : ''} ${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}: ${card.result}</li>`;
  });
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Card payment</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Pay by card</h1>
<p>Deposit due today: <strong>${amount} ${session.currency}</strong>. We accept Mastercard, Visa and American Express.</p>
<form id="card-form" method="post" action="/sandbox-pay/sessions/${session.id}/payments" novalidate>
  <label for="f-number">Card number
    <input id="f-number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="f-number-brand f-number-error" />
    <span class="brand" id="f-number-brand" aria-live="polite"></span>
    <span class="error" id="f-number-error" data-error-for="number"></span></label>
  <div class="row">
    ${field('expiry', 'Expiry date (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}
    ${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
  </div>
  ${field('holderName', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
  <fieldset>
    <legend>Billing address</legend>
    ${field('billingAddress.street', 'Street address', 'autocomplete="billing address-line1" maxlength="200"')}
    ${field('billingAddress.houseNumberOrName', 'Apartment, suite or unit (optional)', 'autocomplete="billing address-line2" maxlength="100"')}
    <div class="row">
      ${field('billingAddress.city', 'Suburb or city', 'autocomplete="billing address-level2" maxlength="100"')}
      ${field('billingAddress.postalCode', 'Postcode', 'inputmode="numeric" autocomplete="billing postal-code" maxlength="4"')}
    </div>
    ${field('billingAddress.stateOrProvince', 'State or region (optional)', 'autocomplete="billing address-level1" maxlength="100"')}
    <p>Country: <strong>${country}</strong></p>
  </fieldset>
  <p class="error" id="form-error" role="alert"></p>
  <button type="submit">Place order</button>
</form>
<details><summary>Sandbox test cards</summary>
<p>This is the shop's embedded test payment provider; no money moves. Use any future expiry and any security code
of the right length. The name DECLINED refuses any card; ERROR fails it.</p>
<ul>${cards}</ul></details>
</main>
<script src="/sandbox-pay/card-form.js"></script>
</body>
</html>`.toString();
}
