// Inlined in every page's <head> (its hash is in astro.config.mjs's CSP). Until an island hydrates, a
// click on one of its [data-capture] buttons is kept in window.__captured and the button shows as
// pressed (aria-busy); the island replays the click once it is ready (src/page-scripts/captured-clicks.ts).
// Changes to a filter form before its script is ready are marked too. It also marks
// <html class="has-session"> when a login token is stored (the key is STORAGE_KEYS.accessToken in
// src/stores/storage.ts), so role-dependent buttons wait in a neutral state instead of a visitor's, and
// sets <html data-density> to the visitor's grid density (STORAGE_KEYS.gridDensity) and shows the cart's
// count (STORAGE_KEYS.cart; src/page-scripts/cart-count.ts keeps it after) before first paint.
// A [data-capture] button outside an island belongs to a page script, and is kept until that script
// marks <html data-<action>-ready>.
(function () {
  var root = document.documentElement;
  root.setAttribute('data-density', 'large');
  try {
    if (localStorage.getItem('venom-nft:access-token')) root.classList.add('has-session');
    if (localStorage.getItem('venom-nft:grid-density') === 'small') root.setAttribute('data-density', 'small');
    var cart = JSON.parse(localStorage.getItem('venom-nft:cart') || '[]');
    if (Array.isArray(cart) && cart.length > 0) {
      root.setAttribute('data-cart-count', String(cart.length));
      root.style.setProperty('--cart-count', '"' + cart.length + '"');
    }
  } catch {
    // storage disabled (or edited): a visitor's view
  }
  var queue = (window.__captured = window.__captured || []);
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('[data-capture]') : null;
      if (!button) return;
      var island = button.closest('astro-island');
      var action = button.getAttribute('data-capture');
      if (island ? !island.hasAttribute('ssr') : root.hasAttribute('data-' + action + '-ready')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      queue.push({ action: action, button: button, at: event.timeStamp });
      // A click this capture stops never reaches the island: it wakes a `client:on` island (src/directives/on.ts)
      // that no pointer or focus woke, as when a script clicks the button for the person.
      if (island) island.dispatchEvent(new Event('island:wake'));
      // The Connect dialog's server-rendered first frame opens at once (ConnectDialogShell.astro).
      var shell = action === 'connect' && document.getElementById('connect-dialog-shell');
      if (shell && !shell.open) {
        shell.opener = button;
        shell.showModal();
      }
      openShell(button);
    },
    true,
  );
  // A button marked data-shell-title opens the market dialogs' first frame at once (ActionDialogShell.astro,
  // src/market/action-shell.ts, whose rules these are): with data-shell-session, only for someone who may be
  // signed in and has agreed to the terms, as nothing asks them first.
  function openShell(button) {
    var title = button.getAttribute('data-shell-title');
    var dialog = title && document.getElementById('action-dialog-shell');
    if (!dialog || dialog.open) return;
    if (button.hasAttribute('data-shell-session')) {
      try {
        if (!root.classList.contains('has-session') || localStorage.getItem('venom-nft:terms-accepted') !== 'true') return;
      } catch {
        return;
      }
    }
    dialog.setAttribute('aria-label', title);
    dialog.querySelector('h2').textContent = title;
    dialog.opener = button;
    delete dialog.dataset.dismissed;
    dialog.addEventListener(
      'close',
      function () {
        if (dialog.dataset.replaced) delete dialog.dataset.replaced;
        else {
          dialog.dataset.dismissed = 'true';
          if (button.isConnected) button.focus();
        }
      },
      { once: true },
    );
    dialog.showModal();
  }
  // The header's cart button (no island): its first click opens the drawer's first frame and shows the hidden
  // placeholder, which wakes the drawer's island (CartHost, client:visible); later clicks ask the island to
  // open (its CART_OPEN_EVENT).
  document.addEventListener('click', function (event) {
    var cart = event.target instanceof Element ? event.target.closest('[data-cart-open]') : null;
    if (!cart) return;
    var host = document.querySelector('[data-cart-host]');
    if (!host) {
      window.dispatchEvent(new Event('cart:open'));
      return;
    }
    host.hidden = false;
    // The drawer's server-rendered first frame shows while its island loads (CartDrawerShell.astro).
    var drawer = document.getElementById('cart-drawer-shell');
    if (drawer && !drawer.open) {
      delete drawer.dataset.dismissed;
      drawer.addEventListener(
        'close',
        function () {
          if (drawer.dataset.replaced) delete drawer.dataset.replaced;
          else drawer.dataset.dismissed = 'true';
        },
        { once: true },
      );
      drawer.showModal();
    }
  });
  // A filter changed before the filter script is wired (src/page-scripts/filter-forms.ts) is applied once it is.
  document.addEventListener(
    'change',
    function (event) {
      var form = event.target instanceof Element ? event.target.closest('form[data-filter-form]') : null;
      if (form && !form.hasAttribute('data-live')) form.setAttribute('data-changed', '');
    },
    true,
  );
})();
