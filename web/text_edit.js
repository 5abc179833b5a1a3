// The page's text box for the canvas's text fields (seat names, a blank card's rule, a share
// link): pressing one opens this modal dialog (the wasm calls unoTextEdit.open), so the
// browser does the editing that ImGui on a canvas cannot do well: a phone's on-screen
// keyboard, input methods and dead keys, paste, selection. OK (or Enter) hands the text to
// the wasm by the accessibility layer's path (unoA11y.send: the same id and value as its own
// text boxes); Cancel or Escape drops it. A read-only text (a link) opens selected, to copy.
'use strict';
(function () {
  const dlg = document.getElementById('text-edit');
  if (!dlg) return;
  const label = dlg.querySelector('label span'), input = dlg.querySelector('input');
  const ok = dlg.querySelector('[data-act=ok]'), cancel = dlg.querySelector('[data-act=cancel]');
  let id = '';

  function close(keep) {
    if (!dlg.open) return;
    const done = id, text = input.value, edit = !input.readOnly;
    id = '';
    dlg.close();
    if (keep && edit && done && window.unoA11y) window.unoA11y.send(done, text);
    const canvas = document.getElementById('canvas');
    if (canvas) canvas.focus();
  }

  ok.addEventListener('click', () => close(true));
  cancel.addEventListener('click', () => close(false));
  dlg.addEventListener('cancel', (e) => { e.preventDefault(); close(false); }); // Escape
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); close(true); }
  });

  // o: {id, label, value, max (characters, 0: no limit), ro (read-only), ok, cancel}
  window.unoTextEdit = {
    open(o) {
      id = o.id || '';
      label.textContent = o.label || '';
      input.readOnly = !!o.ro;
      if (o.max > 0) input.maxLength = o.max; else input.removeAttribute('maxlength');
      input.value = o.value || '';
      ok.textContent = o.ok || 'OK';
      cancel.textContent = o.cancel || 'Cancel';
      cancel.hidden = !!o.ro;
      if (!dlg.open) dlg.showModal();
      input.focus();
      input.select();
    },
    isOpen: () => dlg.open,
  };
})();
