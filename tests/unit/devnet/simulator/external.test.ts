// A person's external message to their EverWallet (devnet/simulator/external.ts): signed over the ABI 2.3 hash
// (the body after the signature, with the wallet's address in front), read back to the same call, and
// refused when it is not one.
import { createPublicKey, verify } from 'node:crypto';
import { Address, beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { decodeCallBody, functionId } from '@shared/tvm/abi';
import { messageCell } from '@shared/tvm/build';
import { createGenesis, devAccountKeys } from '@devnet/genesis';
import { readCall } from '@devnet/simulator/bodies';
import { ExternalMessageError, readExternalMessage, SEND_TRANSACTION } from '@devnet/simulator/external';
import { externalMessage } from '@devnet/jrpc/encode';
import { signExternalMessage, walletSend } from '@devnet/rpc/external-message';
import { nekoton } from '../../shared/tvm/nekoton';

/** EverWallet's ABI as nekoton knows it (ABI 2.3, headers pubkey, time and expire). */
const EVER_WALLET_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.3',
  header: ['pubkey', 'time', 'expire'],
  functions: [{ name: 'sendTransaction', inputs: SEND_TRANSACTION.inputs, outputs: [] }],
  events: [],
});

/** Ed25519 verification by Node's own crypto, apart from the project's. */
function verifies(publicKeyHex: string, signature: Uint8Array, data: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKeyHex, 'hex')]);
  return verify(null, data, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
}

describe('an EverWallet external message', async () => {
  const { world } = await createGenesis();
  const [alice, bob] = world.accounts;
  const keys = await devAccountKeys(0);
  const nft = world.nfts.find((n) => n.ownerIndex === 0)!.address;
  const transfer = {
    sender: alice!.address,
    recipient: nft,
    amount: '1000000000',
    bounce: true,
    method: 'transfer',
    input: { to: bob!.address, sendGasTo: alice!.address, callbacks: [] },
    time: 1_700_000_000_123,
    expireAt: 1_700_000_060,
  };

  it('is signed over the hash of its body after the signature, with the wallet address in front', async () => {
    const { boc, hash } = await signExternalMessage(transfer, keys);
    const cell = Cell.fromBase64(boc);
    expect(cell.hash().toString('hex')).toBe(hash);
    const body = cell.beginParse();
    // ext_in_msg_info$10, src addr_none, dest = the wallet, import_fee 0; no state init; the body inline or by ref.
    expect(body.loadUint(2)).toBe(0b10);
    expect(body.loadUint(2)).toBe(0);
    expect(body.loadAddress().equals(Address.parseRaw(alice!.address))).toBe(true);
    body.loadCoins();
    expect(body.loadBit()).toBe(false);
    const root = body.loadBit() ? body.loadRef().beginParse() : body;
    expect(root.loadBit()).toBe(true);
    const signature = root.loadBuffer(64);
    const afterSignature = beginCell().storeAddress(Address.parseRaw(alice!.address)).storeSlice(root.clone()).endCell();
    expect(verifies(keys.publicKey, signature, afterSignature.hash())).toBe(true);
    // Without the address in front (ABI 2.2's rule) the signature does not hold: it is bound to this wallet.
    expect(verifies(keys.publicKey, signature, beginCell().storeSlice(root.clone()).endCell().hash())).toBe(false);
    // The headers: pubkey, time, expire; then sendTransaction (0x4cee646c) and its inputs.
    expect(root.loadBit()).toBe(true);
    expect(root.loadBuffer(32).toString('hex')).toBe(keys.publicKey);
    expect(root.loadUintBig(64)).toBe(BigInt(transfer.time));
    expect(root.loadUint(32)).toBe(transfer.expireAt);
    expect(root.preloadUint(32)).toBe(0x4cee646c);
    expect(functionId(SEND_TRANSACTION)).toBe(0x4cee646c);
  });

  it('is the message nekoton builds for EverWallet: the same hash to sign, the same signed message', async () => {
    const send = walletSend(transfer);
    const unsigned = nekoton.createExternalMessage(
      new nekoton.ClockWithOffset(),
      alice!.address,
      EVER_WALLET_ABI,
      'sendTransaction',
      undefined,
      { dest: send.recipient, value: send.amount, bounce: send.bounce, flags: 3, payload: send.payload.toBoc().toString('base64') },
      keys.publicKey,
      60,
    );
    const toSign = Buffer.from(unsigned.hash, 'hex');
    const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, toSign));
    const signed = unsigned.sign(signature.toString('base64'));
    // Ours reads nekoton's message (so its layout is ours, to the bit) and finds the same hash to sign.
    const read = readExternalMessage(Cell.fromBase64(signed.boc));
    expect(read.signedHash.toString('hex')).toBe(unsigned.hash);
    expect(read.hash).toBe(signed.hash);
    expect(read.headers.expireAt).toBe(signed.expireAt);
    expect(verifies(keys.publicKey, read.signature, read.signedHash)).toBe(true);
    // And ours, signing the same message with nekoton's headers, writes nekoton's bytes.
    const ours = await signExternalMessage({ ...transfer, time: read.headers.time, expireAt: read.headers.expireAt }, keys);
    expect(ours.hash).toBe(signed.hash);
  });

  it('reads back to the wallet, its headers and the call it sends', async () => {
    const { boc } = await signExternalMessage(transfer, keys);
    const read = readExternalMessage(Cell.fromBase64(boc));
    expect(read.wallet).toBe(alice!.address);
    expect(read.headers).toEqual({ publicKey: keys.publicKey, time: transfer.time, expireAt: transfer.expireAt });
    expect(read.send).toMatchObject({ recipient: nft, amount: '1000000000', bounce: true });
    expect(verifies(keys.publicKey, read.signature, read.signedHash)).toBe(true);
    expect(readCall('nft', read.send.payload)).toEqual({
      method: 'transfer',
      input: { to: bob!.address, sendGasTo: alice!.address, callbacks: [] },
    });
    const plain = readExternalMessage(
      Cell.fromBase64((await signExternalMessage({ ...transfer, method: undefined, input: undefined }, keys)).boc),
    );
    expect(readCall(null, plain.send.payload)).toEqual({ method: '', input: {} });
    expect(decodeCallBody(read.send.payload, [SEND_TRANSACTION])).toBeNull();
  });

  it('is refused when it is not one, saying why', async () => {
    const read = readExternalMessage(Cell.fromBase64((await signExternalMessage(transfer, keys)).boc));
    const refusal = (cell: Cell) => {
      try {
        readExternalMessage(cell);
        return 'read';
      } catch (error) {
        expect(error).toBeInstanceOf(ExternalMessageError);
        return (error as Error).message;
      }
    };
    const withBody = (body: Cell) => messageCell(externalMessage(alice!.address, body), 0);
    const afterSignature = read.body.beginParse().skip(513);
    expect(refusal(withBody(beginCell().storeBit(0).storeSlice(afterSignature).endCell()))).toBe('is not signed');
    expect(refusal(withBody(beginCell().storeUint(7, 32).endCell()))).toBe('is not signed');
    expect(refusal(beginCell().storeUint(5, 8).endCell())).toBe('is not a message');
    // The same body in another message (an import fee): another hash than the wallet computed.
    const withFee = beginCell().storeUint(0b10, 2).storeUint(0, 2).storeAddress(Address.parseRaw(alice!.address)).storeCoins(1);
    expect(refusal(withFee.storeBit(0).storeBit(1).storeRef(read.body).endCell())).toBe('is not laid out as EverWallet lays it out');
    expect(refusal(withBody(read.body))).toBe('read');
  });
});
