/**
 * The local gateway's checkout script: the browser API of Razorpay's
 * checkout.js (`new Razorpay(options)`, `.open()`, `.on('payment.failed')`,
 * `options.handler`, `options.modal.ondismiss`) over an accessible modal
 * with the test instruments. Plain ES5 served as is: it runs on any page
 * without a build step, and carries its own styles (no fonts, no images).
 */
const STYLES = `
.rzpl-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.6);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}
.rzpl-dialog{box-sizing:border-box;width:100%;max-width:400px;max-height:100%;overflow:auto;background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.35);padding:20px}
.rzpl-dialog *{box-sizing:border-box}
.rzpl-head{display:flex;align-items:flex-start;justify-content:space-between;gap:12px;margin-bottom:12px}
.rzpl-title{margin:0;font-size:20px;line-height:1.3}
.rzpl-desc{margin:2px 0 0;color:#4b5563;font-size:14px}
.rzpl-amount{margin:0 0 16px;font-size:24px;font-weight:700}
.rzpl-close{min-width:44px;min-height:44px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#111827;font-size:14px;cursor:pointer;padding:0 10px}
.rzpl-methods{display:flex;gap:8px;border:0;padding:0;margin:0 0 12px}
.rzpl-methods legend{font-weight:600;margin-bottom:6px;padding:0}
.rzpl-method{flex:1;display:flex;align-items:center;gap:8px;min-height:44px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;cursor:pointer}
.rzpl-field{display:block;margin:0 0 8px}
.rzpl-field span{display:block;font-weight:600;margin-bottom:4px}
.rzpl-field input{width:100%;min-height:44px;font:inherit;padding:8px 10px;border:1px solid #6b7280;border-radius:8px;color:#111827;background:#fff}
.rzpl-hint{margin:0 0 16px;font-size:14px;color:#4b5563}
.rzpl-error{margin:0 0 12px;padding:8px 10px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}
.rzpl-error:empty{display:none}
.rzpl-pay{width:100%;min-height:48px;border:0;border-radius:8px;background:var(--rzpl-brand,#1d4ed8);color:#fff;font:inherit;font-weight:700;cursor:pointer}
.rzpl-pay[disabled]{opacity:.7;cursor:progress}
.rzpl-dialog :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.rzpl-test{margin:12px 0 0;font-size:12px;color:#4b5563;text-align:center}
`;

const SCRIPT = String.raw`(function () {
  'use strict';
  if (typeof window.Razorpay === 'function') return;
  var BASE = __BASE__;
  var STYLES = __STYLES__;
  var uid = 0;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    var key;
    for (key in attrs) {
      if (!Object.prototype.hasOwnProperty.call(attrs, key)) continue;
      if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    }
    for (var i = 0; children && i < children.length; i++) node.appendChild(children[i]);
    return node;
  }

  function rupees(paise) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
    } catch (e) {
      return '\u20b9' + (paise / 100).toFixed(2);
    }
  }

  function injectStyles() {
    if (document.getElementById('rzpl-styles')) return;
    var style = el('style', { id: 'rzpl-styles' });
    // The page's Content-Security-Policy admits a <style> only with its nonce, which the shop puts on this meta.
    var carrier = document.querySelector('meta[property="csp-nonce"]');
    var nonce = carrier && (carrier.nonce || carrier.getAttribute('nonce'));
    if (nonce) style.nonce = nonce;
    style.textContent = STYLES;
    document.head.appendChild(style);
  }

  function post(url, body, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = function () {
      var data = null;
      try { data = JSON.parse(xhr.responseText); } catch (e) { data = null; }
      done(xhr.status, data);
    };
    xhr.onerror = function () { done(0, null); };
    xhr.send(JSON.stringify(body));
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, data) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](data);
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.root.parentNode.removeChild(this.root);
    this.root = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    var self = this;
    var o = this.options;
    var id = 'rzpl-' + (++uid);
    injectStyles();
    this.returnFocus = document.activeElement;

    var cardRadio = el('input', { type: 'radio', name: id + '-method', value: 'card', checked: 'checked' });
    var upiRadio = el('input', { type: 'radio', name: id + '-method', value: 'upi' });
    var cardInput = el('input', { id: id + '-card', type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', 'aria-describedby': id + '-hint' });
    var upiInput = el('input', { id: id + '-vpa', type: 'text', autocomplete: 'off', 'aria-describedby': id + '-hint' });
    var cardField = el('label', { 'class': 'rzpl-field', 'for': id + '-card' }, [el('span', { text: 'Card number' }), cardInput]);
    var upiField = el('label', { 'class': 'rzpl-field', 'for': id + '-vpa' }, [el('span', { text: 'UPI ID' }), upiInput]);
    var hint = el('p', { id: id + '-hint', 'class': 'rzpl-hint' });
    var error = el('p', { 'class': 'rzpl-error', role: 'alert' });
    var payLabel = 'Pay ' + rupees(o.amount);
    var pay = el('button', { type: 'submit', 'class': 'rzpl-pay', text: payLabel });
    var close = el('button', { type: 'button', 'class': 'rzpl-close', text: 'Cancel', 'aria-label': 'Cancel payment' });
    var heading = el('h2', { id: id + '-title', 'class': 'rzpl-title', text: o.name || 'Payment' });
    var headText = el('div', {}, [heading]);
    if (o.description) headText.appendChild(el('p', { 'class': 'rzpl-desc', text: o.description }));

    var form = el('form', { novalidate: 'novalidate' }, [
      el('fieldset', { 'class': 'rzpl-methods' }, [
        el('legend', { text: 'Pay with' }),
        el('label', { 'class': 'rzpl-method' }, [cardRadio, document.createTextNode('Card')]),
        el('label', { 'class': 'rzpl-method' }, [upiRadio, document.createTextNode('UPI')])
      ]),
      cardField, upiField, hint, error, pay
    ]);
    var dialog = el('div', { 'class': 'rzpl-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id + '-title' }, [
      el('div', { 'class': 'rzpl-head' }, [headText, close]),
      el('p', { 'class': 'rzpl-amount', text: rupees(o.amount) }),
      form,
      el('p', { 'class': 'rzpl-test', text: 'Test mode: no money moves.' })
    ]);
    if (o.theme && o.theme.color) dialog.style.setProperty('--rzpl-brand', o.theme.color);
    this.root = el('div', { 'class': 'rzpl-overlay' }, [dialog]);

    function method() { return upiRadio.checked ? 'upi' : 'card'; }
    function showMethod() {
      var upi = method() === 'upi';
      cardField.style.display = upi ? 'none' : '';
      upiField.style.display = upi ? '' : 'none';
      hint.textContent = upi
        ? 'Test UPI IDs: success@razorpay succeeds, failure@razorpay fails.'
        : 'Test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 fails.';
    }
    cardRadio.onchange = showMethod;
    upiRadio.onchange = showMethod;
    showMethod();

    close.onclick = function () { self.dismiss(); };
    this.onKey = function (event) {
      if (!self.root) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        self.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keeps keyboard focus inside the dialog while it is open.
      var focusable = dialog.querySelectorAll('button:not([disabled]), input:not([disabled])');
      var visible = [];
      for (var i = 0; i < focusable.length; i++) if (focusable[i].offsetParent !== null || focusable[i] === document.activeElement) visible.push(focusable[i]);
      if (!visible.length) return;
      var first = visible[0];
      var last = visible[visible.length - 1];
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', this.onKey, true);

    form.onsubmit = function (event) {
      event.preventDefault();
      var body = { order_id: o.order_id, key_id: o.key, method: method() };
      if (body.method === 'upi') body.vpa = upiInput.value;
      else body.card_number = cardInput.value;
      error.textContent = '';
      pay.disabled = true;
      pay.textContent = 'Processing\u2026';
      post(BASE + '/v1/payments', body, function (status, data) {
        pay.disabled = false;
        pay.textContent = payLabel;
        if (status === 200 && data && data.razorpay_payment_id) {
          self.close();
          if (typeof o.handler === 'function') o.handler(data);
          return;
        }
        var err = data && data.error ? data.error : {
          code: 'NETWORK_ERROR', description: 'Could not reach the payment server. Check your connection and try again.',
          source: 'customer', step: 'payment_initiation', reason: 'network_error', metadata: { order_id: o.order_id, payment_id: '' }
        };
        error.textContent = err.description;
        // Like Razorpay, the modal stays open so the shopper can try again; a
        // mistyped test number made no payment, so only real attempts are reported.
        if (err.metadata && err.metadata.payment_id) self.emit('payment.failed', { error: err });
      });
    };

    document.body.appendChild(this.root);
    cardInput.focus();
  };

  window.Razorpay = Razorpay;
})();
`;

export function localCheckoutScript(baseUrl: string): string {
  return SCRIPT.replace('__BASE__', () => JSON.stringify(baseUrl)).replace('__STYLES__', () => JSON.stringify(STYLES.trim()));
}
