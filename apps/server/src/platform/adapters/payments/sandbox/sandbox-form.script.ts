import { detectCardBrand } from '@showroom/domain';

/**
 * The hosted card form's script (served as /sandbox-pay/card-form.js, allowed by the `script-src 'self'` policy).
 * It shows the brand as the number is typed, posts the form to the sandbox, shows field errors, clears the card
 * fields after an answer and tells the framing checkout the result by postMessage to our own origin only.
 * The brand rule is the domain's own function, embedded as source.
 */
export const cardFormScript = `(() => {
  const detect = (${detectCardBrand.toString()});
  const names = { mc: 'Mastercard', visa: 'Visa', amex: 'American Express' };
  const form = document.getElementById('card-form');
  const formError = document.getElementById('form-error');
  const button = form.querySelector('button');
  const sessionData = new URLSearchParams(location.hash.slice(1)).get('data') || '';
  const sessionId = form.getAttribute('action').split('/')[3];
  const value = (name) => form.elements.namedItem(name).value;
  const tell = (message) => parent.postMessage({ source: 'showroom-sandbox', sessionId, ...message }, location.origin);

  form.elements.namedItem('number').addEventListener('input', (event) => {
    const brand = detect(event.target.value.replace(/[\\s-]/g, ''));
    document.getElementById('f-number-brand').textContent = brand ? names[brand] : '';
    form.elements.namedItem('cvc').maxLength = brand === 'amex' ? 4 : 3;
  });

  function clearErrors() {
    formError.textContent = '';
    for (const el of form.querySelectorAll('[data-error-for]')) el.textContent = '';
    for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
  }

  function clearCard() {
    for (const name of ['number', 'expiry', 'cvc']) form.elements.namedItem(name).value = '';
    document.getElementById('f-number-brand').textContent = '';
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors();
    button.disabled = true;
    const body = {
      sessionData,
      number: value('number'),
      expiry: value('expiry'),
      cvc: value('cvc'),
      holderName: value('holderName'),
      billingAddress: {
        street: value('billingAddress.street'),
        houseNumberOrName: value('billingAddress.houseNumberOrName'),
        city: value('billingAddress.city'),
        postalCode: value('billingAddress.postalCode'),
        stateOrProvince: value('billingAddress.stateOrProvince'),
      },
    };
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-showroom-client': 'sandbox-card-form' },
        body: JSON.stringify(body),
        credentials: 'omit',
      });
      const reply = await response.json().catch(() => ({}));
      if (response.status === 400 && Array.isArray(reply.details)) {
        let first;
        for (const detail of reply.details) {
          const out = form.querySelector('[data-error-for="' + detail.field + '"]');
          const input = form.elements.namedItem(detail.field);
          if (out) out.textContent = detail.message;
          if (input) { input.setAttribute('aria-invalid', 'true'); first = first || input; }
        }
        if (first) first.focus();
        return;
      }
      clearCard();
      if (!response.ok) {
        formError.textContent = reply.message || 'The payment could not be taken.';
        tell({ resultCode: 'Error', message: reply.message || '' });
        return;
      }
      formError.textContent = reply.resultCode === 'Authorised' ? 'Payment authorised.' : 'Payment not authorised.';
      // The card holder's name goes with the result (the name only: the order keeps it as NameOnCreditCard).
      tell({ resultCode: reply.resultCode, sessionResult: reply.sessionResult, holderName: body.holderName });
    } catch {
      formError.textContent = 'The payment service could not be reached. Please try again.';
    } finally {
      button.disabled = false;
    }
  });
  tell({ ready: true });
})();
`;
