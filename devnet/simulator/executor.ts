import { abiOf, bindToParams, findFunction, isResponsible, orderOutputs, toWire } from './abi';
import { ZERO_ADDRESS, type Address } from './address';
import { maxBig, minBig } from './amounts';
import { ExecContext, Input, MsgFlag, type Action, type ChainView, type SendSpec } from './context';
import type { ContractDefinition } from './contract';
import { ChainError, ExitCode, RESULT_NOT_ENOUGH_BALANCE } from './errors';
import { sha256Hex } from '@shared/tvm/sha256';
import type {
  Account,
  AccountStatus,
  ChainConfig,
  ChainEvent,
  ChainTotals,
  ContractKind,
  Message,
  MessageBody,
  Transaction,
} from './types';

/** What the executor needs from the chain. */
export interface ExecutorHost {
  readonly accounts: Record<Address, Account>;
  readonly config: ChainConfig;
  readonly now: number;
  readonly totals: ChainTotals;
  readonly view: ChainView;
  nextLt(): bigint;
  nextEventSeq(): number;
  // A registry of heterogeneous contract definitions; each handler casts its own state.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
  contract(kind: ContractKind): ContractDefinition<any>;
}

export function gasFeePerTransaction(config: ChainConfig): bigint {
  return config.gasPrice * config.gasPerTransaction;
}

export function accountStatus(account: Account | undefined): AccountStatus {
  if (!account) return 'nonexist';
  return account.kind === null ? 'uninit' : 'active';
}

export function createMessage(host: Pick<ExecutorHost, 'nextLt'>, fields: Omit<Message, 'hash' | 'lt'>): Message {
  const lt = host.nextLt();
  const hash = sha256Hex(`msg|${lt}|${fields.src ?? 'ext'}|${fields.dst}|${fields.value}|${fields.body.method}|${fields.bounced}`);
  return { ...fields, hash, lt };
}

function messageFromSpec(host: ExecutorHost, src: Address, spec: SendSpec, value: bigint): Message {
  return createMessage(host, {
    src,
    dst: spec.to,
    value,
    bounce: spec.bounce ?? true,
    bounced: false,
    body: { method: spec.method ?? '', input: spec.input ?? {} },
    answerTo: spec.answerTo ?? null,
    isAnswer: spec.isAnswer ?? false,
    ...(spec.answers ? { answers: spec.answers } : {}),
    stateInit: spec.stateInit ?? null,
  });
}

interface ActionOutcome {
  readonly ok: boolean;
  readonly resultCode: number;
  /** Sends (with the value they carry) and events, in logical-time order (rule 0.6 b). */
  readonly ordered: readonly (
    { type: 'send'; spec: SendSpec; value: bigint } | { type: 'event'; name: string; data: Readonly<Record<string, unknown>> }
  )[];
  readonly balance: bigint;
  readonly forwardFees: bigint;
  readonly destroy: boolean;
}

/**
 * The action phase (rule 0.6): first every action without flag 128 in code order (reserves,
 * sends, events), then every flag-128 send in code order; each flag-128 send takes everything
 * not reserved, so a second one carries nothing and fails (ignored with +2).
 */
function runActions(actions: readonly Action[], balance: bigint, inboundRemaining: bigint, config: ChainConfig): ActionOutcome {
  const fail = (): ActionOutcome => ({
    ok: false,
    resultCode: RESULT_NOT_ENOUGH_BALANCE,
    ordered: [],
    balance,
    forwardFees: 0n,
    destroy: false,
  });
  let available = balance;
  let reserved = 0n;
  let remainingInbound = inboundRemaining;
  let forwardFees = 0n;
  let destroy = false;
  const ordered: (
    { type: 'send'; spec: SendSpec; value: bigint } | { type: 'event'; name: string; data: Readonly<Record<string, unknown>> }
  )[] = [];
  const isSendAll = (a: Action): boolean => a.type === 'send' && ((a.spec.flag ?? 0) & MsgFlag.ALL_NOT_RESERVED) !== 0;
  const firstPass = actions.filter((a) => !isSendAll(a));
  const secondPass = actions.filter(isSendAll);
  const fwd = config.forwardFee;

  for (const action of firstPass) {
    if (action.type === 'reserve') {
      if (action.amount > available && !action.upTo) return fail();
      const amount = minBig(action.amount, available);
      available -= amount;
      reserved += amount;
    } else if (action.type === 'event') {
      ordered.push({ type: 'event', name: action.name, data: action.data });
    } else {
      const flag = action.spec.flag ?? 0;
      let value = action.spec.value ?? 0n;
      if (flag & MsgFlag.REMAINING_GAS) {
        value += remainingInbound;
        remainingInbound = 0n;
      }
      const payFeesSeparately = (flag & MsgFlag.SENDER_PAYS_FEES) !== 0;
      const cost = payFeesSeparately ? value + fwd : value;
      const carried = payFeesSeparately ? value : value - fwd;
      if (cost > available || carried < 0n) {
        if (flag & MsgFlag.IGNORE_ERRORS) continue;
        return fail();
      }
      available -= cost;
      forwardFees += fwd;
      ordered.push({ type: 'send', spec: action.spec, value: carried });
      if (flag & MsgFlag.DESTROY_IF_ZERO && available + reserved === 0n) destroy = true;
    }
  }
  for (const action of secondPass) {
    if (action.type !== 'send') continue;
    const flag = action.spec.flag ?? 0;
    const carried = available - fwd;
    if (available === 0n || carried < 0n) {
      if (flag & MsgFlag.IGNORE_ERRORS) continue;
      return fail();
    }
    forwardFees += fwd;
    available = 0n;
    ordered.push({ type: 'send', spec: action.spec, value: carried });
    if (flag & MsgFlag.DESTROY_IF_ZERO && reserved === 0n) destroy = true;
  }
  return { ok: true, resultCode: 0, ordered, balance: available + reserved, forwardFees, destroy };
}

/** Binds a body to the recipient's parameter names (./abi.ts bindToParams). */
function bindInput(definition: ContractDefinition<unknown>, body: MessageBody): Readonly<Record<string, unknown>> {
  const fn = findFunction(abiOf(definition.abi), body.method);
  return fn ? bindToParams(fn.inputs, body.input) : body.input;
}

function dispatch(
  definition: ContractDefinition<unknown>,
  ctx: ExecContext<unknown>,
  msg: Message,
  deploying: boolean,
  view: ChainView,
): void {
  if (msg.bounced) {
    definition.onBounce?.(ctx, msg.body, msg.src ?? ZERO_ADDRESS);
    return;
  }
  const method = msg.body.method;
  const input = new Input(bindInput(definition, msg.body));
  const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  if (deploying) {
    own(definition.handlers, 'constructor')?.(ctx, input);
    return;
  }
  if (msg.stateInit !== null && method === 'constructor') {
    // B.2: a deploy message reaching an existing TIP-3 wallet arrives as onDeployRetry.
    const retry = own(definition.handlers, 'onDeployRetry');
    if (!retry) throw new ChainError(ExitCode.CONSTRUCTOR_TWICE);
    retry(ctx, input);
    return;
  }
  if (method === '') {
    definition.receive?.(ctx);
    return;
  }
  const handler = own(definition.handlers, method);
  if (handler && method !== 'constructor') {
    handler(ctx, input);
    return;
  }
  const getter = own(definition.getters, method);
  const fn = findFunction(abiOf(definition.abi), method);
  if (getter && fn) {
    // A responsible getter called by a message answers its caller; a plain view does nothing.
    if (isResponsible(fn)) {
      ctx.answer(orderOutputs(fn.outputs, getter({ self: ctx.self, state: ctx.state, now: ctx.now, chain: view }, input)));
    }
    return;
  }
  if (definition.acceptsAnyCall) return;
  throw new ChainError(ExitCode.UNKNOWN_METHOD, `${definition.kind} has no method ${method}`);
}

/**
 * Applies one message to its destination account as one transaction: credit, compute (gas),
 * action phase, and bounce on failure (rules 0.6, 0.8). Returns the transaction; its out
 * messages are for the caller to queue.
 */
export function executeMessage(host: ExecutorHost, msg: Message): Transaction {
  const lt = host.nextLt();
  const txHash = sha256Hex(`tx|${lt}|${msg.dst}|${msg.hash}`);
  let account = host.accounts[msg.dst];
  const origStatus = accountStatus(account);
  const outMessages: Message[] = [];
  const events: ChainEvent[] = [];
  const fwd = host.config.forwardFee;

  const bounceBack = (value: bigint): void => {
    // 0.8: the remaining value, minus fees, goes back as a bounced message (never bounced again).
    if (!msg.bounce || msg.bounced || msg.src === null) return;
    const carried = maxBig(0n, value - fwd);
    host.totals.burnedGas += value - carried;
    outMessages.push(
      createMessage(host, {
        src: msg.dst,
        dst: msg.src,
        value: carried,
        bounce: false,
        bounced: true,
        body: msg.body,
        answerTo: null,
        isAnswer: false,
        stateInit: null,
      }),
    );
  };

  const finish = (fields: {
    aborted: boolean;
    computeSkipped: boolean;
    exitCode: number;
    resultCode: number;
    gasFee: bigint;
    forwardFees: bigint;
  }): Transaction => {
    const current = host.accounts[msg.dst];
    if (current) {
      current.lastTxLt = lt;
      current.lastTxHash = txHash;
    }
    return {
      hash: txHash,
      lt,
      account: msg.dst,
      now: host.now,
      inMessage: msg,
      outMessages,
      events,
      ...fields,
      origStatus,
      endStatus: accountStatus(current),
      balanceAfter: current?.balance ?? 0n,
    };
  };

  const deploying = msg.stateInit !== null && (!account || account.kind === null) && !msg.bounced;
  if (!deploying && (!account || account.kind === null)) {
    // No code: the compute phase is skipped. A bounceable message goes back; otherwise the value stays.
    if (msg.bounce && !msg.bounced && msg.src !== null) {
      bounceBack(msg.value);
    } else {
      account ??= host.accounts[msg.dst] = { address: msg.dst, balance: 0n, kind: null, state: null, lastTxLt: 0n, lastTxHash: null };
      account.balance += msg.value;
    }
    return finish({ aborted: true, computeSkipped: true, exitCode: 0, resultCode: 0, gasFee: 0n, forwardFees: 0n });
  }
  account ??= host.accounts[msg.dst] = { address: msg.dst, balance: 0n, kind: null, state: null, lastTxLt: 0n, lastTxHash: null };

  // Credit, then the compute phase burns its gas (3.4 N.12).
  const originalBalance = account.balance;
  let balance = originalBalance + msg.value;
  const gasFee = minBig(gasFeePerTransaction(host.config), balance);
  balance -= gasFee;
  host.totals.burnedGas += gasFee;
  account.balance = balance;
  const inboundRemaining = maxBig(0n, msg.value - gasFee);

  const kind = deploying ? (msg.stateInit?.kind ?? null) : account.kind;
  if (kind === null) throw new Error('unreachable: no contract kind');
  const definition = host.contract(kind);
  const draft: unknown = structuredClone(deploying ? msg.stateInit?.state : account.state);
  const ctx = new ExecContext<unknown>(
    {
      self: msg.dst,
      sender: msg.src ?? ZERO_ADDRESS,
      isExternal: msg.src === null,
      value: msg.value,
      now: host.now,
      lt,
      originalBalance,
      method: msg.body.method,
      answerTo: msg.answerTo,
      answerId: typeof msg.body.input['answerId'] === 'bigint' ? msg.body.input['answerId'] : 0n,
    },
    draft,
    host.view,
  );

  try {
    dispatch(definition, ctx, msg, deploying, host.view);
  } catch (error) {
    if (!(error instanceof ChainError)) throw error;
    // 0.8: aborted, no state change; a bounceable message returns what is left of its value.
    if (msg.bounce && !msg.bounced && msg.src !== null) {
      account.balance = balance - inboundRemaining;
      bounceBack(inboundRemaining);
    }
    return finish({ aborted: true, computeSkipped: false, exitCode: error.exitCode, resultCode: 0, gasFee, forwardFees: 0n });
  }

  const outcome = runActions(ctx.actions, balance, inboundRemaining, host.config);
  if (!outcome.ok) {
    // 0.8: a failed action phase discards the data changes, the sends and the events.
    const refundable = minBig(inboundRemaining, balance);
    if (msg.bounce && !msg.bounced && msg.src !== null) {
      account.balance = balance - refundable;
      bounceBack(refundable);
    }
    return finish({ aborted: true, computeSkipped: false, exitCode: 0, resultCode: outcome.resultCode, gasFee, forwardFees: 0n });
  }

  account.kind = kind;
  account.state = ctx.state;
  account.balance = outcome.balance;
  host.totals.burnedGas += outcome.forwardFees;
  for (const change of ctx.supplyChanges) {
    host.totals.tokenMinted[change.root] = (host.totals.tokenMinted[change.root] ?? 0n) + change.minted;
    host.totals.tokenBurned[change.root] = (host.totals.tokenBurned[change.root] ?? 0n) + change.burned;
  }
  for (const item of outcome.ordered) {
    if (item.type === 'send') {
      outMessages.push(messageFromSpec(host, msg.dst, item.spec, item.value));
    } else {
      events.push({
        seq: host.nextEventSeq(),
        emitter: msg.dst,
        name: item.name,
        data: toWire(item.data) as Record<string, unknown>,
        lt: host.nextLt(),
        txHash,
        txLt: lt,
        timestamp: host.now,
      });
    }
  }
  if (outcome.destroy) {
    delete host.accounts[msg.dst];
  }
  return finish({ aborted: false, computeSkipped: false, exitCode: 0, resultCode: 0, gasFee, forwardFees: outcome.forwardFees });
}
