// Inlined in every page's <head> (its hash is in astro.config.mjs's CSP). Until an island hydrates, a
// click on one of its [data-capture] buttons is kept in window.__captured and the button shows as
// pressed (aria-busy); the island replays the click once it is ready (src/scripts/captured-clicks.ts).
// Changes to a filter form before its script is ready are marked too. It also marks
// <html class="has-session"> when a login token is stored (the key is STORAGE_KEYS.accessToken in
// src/stores/storage.ts), so role-dependent buttons wait in a neutral state instead of a visitor's.
(function () {
  try {
    if (localStorage.getItem('venom-nft:access-token')) document.documentElement.classList.add('has-session');
  } catch (e) {
    // storage disabled: a visitor's view
  }
  var queue = (window.__captured = window.__captured || []);
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('[data-capture]') : null;
      var island = button && button.closest('astro-island');
      if (!island || !island.hasAttribute('ssr')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      var action = button.getAttribute('data-capture');
      queue.push({ action: action, button: button, at: event.timeStamp });
      // The Connect dialog's server-rendered first frame opens at once (ConnectDialogShell.astro).
      var shell = action === 'connect' && document.getElementById('connect-dialog-shell');
      if (shell && !shell.open) {
        shell.opener = button;
        shell.showModal();
      }
    },
    true,
  );
  // A filter changed before the filter script is wired (src/scripts/filter-forms.ts) is applied once it is.
  document.addEventListener(
    'change',
    function (event) {
      var form = event.target instanceof Element ? event.target.closest('form[data-filter-form]') : null;
      if (form && !form.hasAttribute('data-live')) form.setAttribute('data-changed', '');
    },
    true,
  );
})();
