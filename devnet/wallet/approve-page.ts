// The approval window's script (/devnet-wallet/approve?request=<id>): shows what the site asks
// and answers the wallet on BroadcastChannel('devnet-wallet') (protocol in ./approval.ts).
// Approve / Reject, Escape or closing the window = reject. Built with DOM calls only (no HTML
// strings), so nothing a site sends can inject markup.
import type { DevAccount } from '@devnet/genesis/accounts';
import { base64ToBytes } from '@shared/wallet/bytes';
import type { ApprovalRequest, ChannelMessage } from './approval';
import { DEVNET_RPC_PATH, WALLET_CHANNEL } from './constants';

const NANO_DIGITS = 9;

/** Nano VENOM as a plain decimal ("2920000000" -> "2.92"). */
export function formatVenom(nano: string): string {
  const value = BigInt(nano);
  const whole = value / 10n ** BigInt(NANO_DIGITS);
  const fraction = (value % 10n ** BigInt(NANO_DIGITS)).toString().padStart(NANO_DIGITS, '0').replace(/0+$/, '');
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** appendChild for each child (the project's Workers types shadow the DOM's `append`). */
function add(parent: Node, ...children: (Node | string)[]): void {
  for (const child of children) parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  add(node, ...children);
  return node;
}

function row(list: HTMLDListElement, term: string, value: string | Node, mono = false): void {
  const dd = el('dd', mono ? { className: 'mono' } : {});
  add(dd, value);
  add(list, el('dt', { text: term }), dd);
}

/** Readable text of base64 data, or null when it is not printable UTF-8. */
function dataAsText(data: string): string | null {
  const bytes = base64ToBytes(data);
  if (!bytes) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : null;
  } catch {
    return null;
  }
}

async function balanceOf(address: string): Promise<string | null> {
  try {
    const response = await fetch(DEVNET_RPC_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'balance', params: { address } }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { native?: string } };
    return body.result?.native ? `${formatVenom(body.result.native)} VENOM` : null;
  } catch {
    return null;
  }
}

function accountPicker(accounts: readonly DevAccount[], selected: number): { fieldset: HTMLFieldSetElement; value: () => number } {
  const fieldset = el('fieldset', { className: 'accounts' }, el('legend', { text: 'Account' }));
  accounts.forEach((account) => {
    const input = el('input');
    input.type = 'radio';
    input.name = 'account';
    input.value = String(account.index);
    input.checked = account.index === selected;
    const balance = el('span', { className: 'muted', text: '' });
    const label = el(
      'label',
      { className: 'account' },
      input,
      el('span', { className: 'account-name', text: `${account.index}. ${account.name}` }),
      el('span', { className: 'mono muted', text: shortAddress(account.address) }),
      balance,
    );
    label.title = account.address;
    add(fieldset, label);
    void balanceOf(account.address).then((text) => {
      if (text) balance.textContent = text;
    });
  });
  return {
    fieldset,
    value: () => Number(fieldset.querySelector<HTMLInputElement>('input[name=account]:checked')?.value ?? selected),
  };
}

function render(root: HTMLElement, request: ApprovalRequest, respond: (approved: boolean, accountIndex?: number) => void): void {
  root.replaceChildren();
  const details = el('dl', { className: 'details' });
  let picker: ReturnType<typeof accountPicker> | null = null;
  let title = '';
  let approveLabel = 'Approve';
  switch (request.kind) {
    case 'connect': {
      title = 'Connect to this site?';
      const permissions = el('ul', { className: 'permissions' });
      add(permissions, el('li', { text: 'See your address and balance' }));
      if (request.permissions.includes('accountInteraction'))
        add(permissions, el('li', { text: 'Ask you to sign messages and approve transactions' }));
      picker = accountPicker(request.accounts, request.selected);
      add(root, el('h1', { text: title }), el('p', { className: 'origin', text: request.origin }), permissions, picker.fieldset);
      break;
    }
    case 'changeAccount':
      title = 'Change account';
      picker = accountPicker(request.accounts, request.selected);
      add(root, el('h1', { text: title }), el('p', { className: 'origin', text: request.origin }), picker.fieldset);
      break;
    case 'sendMessage': {
      title = 'Confirm transaction';
      row(details, 'From', `${request.account.name} (${shortAddress(request.account.address)})`);
      row(details, 'To', request.recipient, true);
      row(details, 'Amount', `${formatVenom(request.amount)} VENOM`);
      row(details, 'Method', request.method ?? 'Transfer (no payload)', request.method !== null);
      row(details, 'Bounce', request.bounce ? 'yes' : 'no');
      add(root, el('h1', { text: title }), el('p', { className: 'origin', text: request.origin }), details);
      if (request.method) {
        const pre = el('pre', { className: 'mono', text: JSON.stringify(request.params, null, 2) });
        add(root, el('details', {}, el('summary', { text: 'Parameters' }), pre));
      }
      break;
    }
    case 'signData': {
      title = 'Signature request';
      approveLabel = 'Approve';
      row(details, 'Account', `${request.account.name} (${shortAddress(request.account.address)})`);
      row(details, 'Signs', request.raw ? 'the data itself (signDataRaw)' : 'the SHA-256 hash of the data');
      if (request.signatureId !== null) row(details, 'Signature id', String(request.signatureId));
      const text = dataAsText(request.data);
      add(
        root,
        el('h1', { text: title }),
        el('p', { className: 'origin', text: request.origin }),
        details,
        el('h2', { text: text === null ? 'Data (base64)' : 'Message' }),
        el('pre', { className: 'message', text: text ?? request.data }),
      );
      break;
    }
  }
  document.title = `${title} · Dev Wallet`;
  const reject = el('button', { className: 'secondary', text: 'Reject' });
  reject.type = 'button';
  const approve = el('button', { className: 'primary', text: approveLabel });
  approve.type = 'button';
  reject.addEventListener('click', () => respond(false));
  approve.addEventListener('click', () => respond(true, picker?.value()));
  add(root, el('div', { className: 'actions' }, reject, approve));
  approve.focus();
}

function start(): void {
  const root = document.getElementById('approval');
  if (!root) return;
  const id = new URL(location.href).searchParams.get('request');
  if (!id) {
    root.replaceChildren(
      el('h1', { text: 'Dev Wallet' }),
      el('p', { text: 'Nothing to approve: this window opens when a site asks the dev wallet.' }),
    );
    return;
  }
  const channel = new BroadcastChannel(WALLET_CHANNEL);
  let answered = false;
  const respond = (approved: boolean, accountIndex?: number) => {
    if (answered) return;
    answered = true;
    channel.postMessage({
      type: 'response',
      id,
      approved,
      ...(accountIndex === undefined ? {} : { accountIndex }),
    } satisfies ChannelMessage);
    root.replaceChildren(el('p', { text: approved ? 'Approved.' : 'Rejected.' }));
    setTimeout(() => window.close(), 100);
  };
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message?.type === 'request' && message.id === id && !answered) render(root, message.request, respond);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') respond(false);
  });
  window.addEventListener('pagehide', () => respond(false));
  channel.postMessage({ type: 'ready', id } satisfies ChannelMessage);
}

start();
