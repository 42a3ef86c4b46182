/**
 * The sandbox's stand-in for the third-party chat service's script (spec 7.7). It defines
 * `window.CreditChat` with `ready: true` and `mount(container, {uid, level, channel})`, which renders
 * a minimal chat box. It builds DOM nodes only (no innerHTML), so nothing typed can run as markup.
 */
export const WIDGET_SCRIPT = `(function () {
  'use strict';
  var TEXT = { title: '在线客服', hello: '您好，我是在线客服小助手，请问有什么可以帮您？', placeholder: '请输入您的问题', send: '发送', reply: '已收到您的问题，客服稍后回复您。' };
  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }
  function bubble(list, text, mine) {
    var row = el('div', 'display:flex;margin:8px 0;justify-content:' + (mine ? 'flex-end' : 'flex-start'));
    row.appendChild(el('span', 'max-width:75%;padding:8px 12px;border-radius:12px;font-size:14px;line-height:1.5;word-break:break-all;background:' + (mine ? '#ff6a2b;color:#fff' : '#f2f3f5;color:#1f2329'), text));
    list.appendChild(row);
    list.scrollTop = list.scrollHeight;
  }
  function mount(container, config) {
    config = config || {};
    container.textContent = '';
    var box = el('section', 'display:flex;flex-direction:column;height:100%;min-height:360px;background:#fff;border-radius:12px;overflow:hidden');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', TEXT.title);
    box.setAttribute('data-channel', String(config.channel || ''));
    box.setAttribute('data-level', String(config.level || ''));
    box.appendChild(el('header', 'padding:12px 16px;font-size:15px;font-weight:600;border-bottom:1px solid #f0f1f3', TEXT.title));
    var list = el('div', 'flex:1;overflow-y:auto;padding:8px 12px');
    list.setAttribute('role', 'log');
    list.setAttribute('aria-live', 'polite');
    box.appendChild(list);
    var form = el('form', 'display:flex;gap:8px;padding:8px 12px;border-top:1px solid #f0f1f3');
    var input = el('input', 'flex:1;min-height:44px;padding:0 12px;border:1px solid #e5e6eb;border-radius:22px;font-size:15px');
    input.setAttribute('aria-label', TEXT.placeholder);
    input.setAttribute('placeholder', TEXT.placeholder);
    input.setAttribute('maxlength', '200');
    var send = el('button', 'min-width:64px;min-height:44px;border:0;border-radius:22px;background:#ff6a2b;color:#fff;font-size:15px', TEXT.send);
    send.setAttribute('type', 'submit');
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      bubble(list, text, true);
      input.value = '';
      setTimeout(function () { bubble(list, TEXT.reply, false); }, 300);
    });
    box.appendChild(form);
    container.appendChild(box);
    bubble(list, TEXT.hello, false);
  }
  window.CreditChat = { ready: true, version: 'sandbox-1', mount: mount };
})();
`;
