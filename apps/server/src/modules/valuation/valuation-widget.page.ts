/*
 * The embedded valuation widget: the default the 'Get an instant valuation' dialog frames (spec 001 section 2).
 * A stand-in for a dealer valuation service, so it speaks that service's message protocol: it posts
 * `{ type: 'iframeHeight', height }` whenever its height changes and `{ type: 'READY' }` once loaded, and shows
 * its form when the shop answers with `{ type: 'load-widget' }`. It talks only to its own origin, the only one
 * allowed to frame it. The estimate is an illustrative SAMPLE formula, not a market valuation.
 */

export const widgetPage = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Instant valuation</title>
<style>
  :root { color: #0b0b0c; background: #fff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; padding: 4px 2px 16px; }
  h1 { margin: 0 0 4px; font-size: 1.1rem; letter-spacing: 0.12em; text-transform: uppercase; }
  p { margin: 0 0 12px; }
  form { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
  label { display: grid; gap: 4px; font-size: 0.875rem; font-weight: 500; }
  input, select { min-height: 44px; padding: 0 10px; border: 1px solid #55555b; border-radius: 0; font: inherit; background: #fff; color: inherit; }
  input:focus-visible, select:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  button { min-height: 48px; padding: 0 24px; border: 1px solid #0b0b0c; background: #0b0b0c; color: #fff; font: inherit; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; cursor: pointer; }
  .actions { grid-column: 1 / -1; }
  .result { margin-top: 16px; padding: 16px; background: #f4f4f5; }
  .figure { display: block; font-size: 1.5rem; font-weight: 600; font-variant-numeric: tabular-nums; }
  .note { font-size: 0.8125rem; color: #55555b; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<main>
  <h1>Instant valuation</h1>
  <p id="status" role="status">Connecting…</p>
  <form id="valuation" hidden novalidate>
    <label>Make <input name="make" required autocomplete="off"></label>
    <label>Model <input name="model" required autocomplete="off"></label>
    <label>Year <input name="year" required inputmode="numeric" pattern="[0-9]{4}"></label>
    <label>Odometer (km) <input name="km" required inputmode="numeric"></label>
    <label>Condition
      <select name="condition">
        <option value="1">Excellent</option>
        <option value="0.92" selected>Good</option>
        <option value="0.8">Fair</option>
      </select>
    </label>
    <div class="actions"><button type="submit">Get my valuation</button></div>
  </form>
  <div id="result" class="result" hidden tabindex="-1" aria-live="polite"></div>
</main>
<script src="/valuation/widget.js"></script>
</body>
</html>
`;

export const widgetScript = `'use strict';
(function () {
  var origin = window.location.origin;
  var form = document.getElementById('valuation');
  var status = document.getElementById('status');
  var result = document.getElementById('result');
  var state = '';

  function send(message) {
    if (window.parent !== window) window.parent.postMessage(message, origin);
  }
  function reportHeight() {
    send({ type: 'iframeHeight', height: Math.ceil(document.documentElement.scrollHeight) });
  }
  new ResizeObserver(reportHeight).observe(document.body);

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'load-widget') return;
    state = typeof data.state === 'string' ? data.state : '';
    status.textContent = 'Tell us about your current car' + (state ? ' (' + state + ')' : '') + '.';
    form.hidden = false;
    reportHeight();
  });

  var money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
  function toHundreds(value) { return Math.max(0, Math.round(value / 500) * 500); }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var values = new FormData(form);
    var year = Number(values.get('year'));
    var km = Number(String(values.get('km')).replace(/[ ,]/g, ''));
    var thisYear = new Date().getFullYear();
    var problems = [];
    if (!String(values.get('make')).trim()) problems.push('the make');
    if (!String(values.get('model')).trim()) problems.push('the model');
    if (!(year >= 1980 && year <= thisYear)) problems.push('a year from 1980 to ' + thisYear);
    if (!(km >= 0 && km < 1000000)) problems.push('the odometer reading in km');
    result.hidden = false;
    if (problems.length) {
      result.textContent = 'Please enter ' + problems.join(', ') + '.';
      result.focus();
      return;
    }
    // SAMPLE formula: a notional $60,000 new price, 15% a year, less for distance, times condition.
    var age = thisYear - year;
    var value = 60000 * Math.pow(0.85, age) * Math.max(0.4, 1 - km / 400000) * Number(values.get('condition'));
    result.innerHTML = '';
    var figure = document.createElement('span');
    figure.className = 'figure';
    figure.textContent = money.format(toHundreds(value * 0.92)) + ' – ' + money.format(toHundreds(value * 1.08));
    var note = document.createElement('p');
    note.className = 'note';
    note.textContent = 'An indicative range for your ' + year + ' ' + values.get('make') + ' ' + values.get('model') +
      '. Our team confirms the final figure when they inspect the vehicle.';
    result.append(figure, note);
    result.focus();
  });

  send({ type: 'READY' });
  reportHeight();
})();
`;
