import { describe, expect, it } from 'vitest';
import { ever, indexAddress, nftAddress, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import { callsTo, eventsNamed, expectConserved, expectOk, getter, makeWorld, mintNft, newCollection, nftInfo } from './world';

describe('TIP-4 collections and NFTs (Appendix D)', () => {
  it('D.8: mintNft deploys NFT #id with NftCreated at the collection and at the NFT; getters', () => {
    const w = makeWorld();
    const result = expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: w.collection,
        amount: ever('2'),
        functionName: 'mintNft',
        input: { _owner: w.seller, _json: '{"name":"A"}' },
      }),
    );
    const nft = nftAddress(w.collection, 0n);
    expect(eventsNamed(result, 'NftCreated').map((e) => [e.emitter, e.data])).toEqual([
      [w.collection, { id: '0', nft, owner: w.seller, manager: w.seller, creator: w.owner }],
      [nft, { id: '0', owner: w.seller, manager: w.seller, collection: w.collection }],
    ]);
    expect(getter(w, nft, 'getInfo', { answerId: 0 })).toEqual({ id: '0', owner: w.seller, manager: w.seller, collection: w.collection });
    expect(getter(w, nft, 'getJson', { answerId: 0 })).toEqual({ json: '{"name":"A"}' });
    expect(getter(w, w.collection, 'totalSupply', { answerId: 0 })).toEqual({ count: '1' });
    expect(getter(w, w.collection, 'nftAddress', { answerId: 0, id: 0 })).toEqual({ nft });
    // D.3 TIP-4.3: two indexes per NFT.
    expect(w.chain.account(indexAddress(nft, ZERO_ADDRESS, w.seller))?.kind).toBe('nftIndex');
    expect(w.chain.account(indexAddress(nft, w.collection, w.seller))?.kind).toBe('nftIndex');
    // N.11: value must exceed remainOnNft + 0.6.
    const poor = w.chain.sendMessage({
      from: w.owner,
      to: w.collection,
      amount: ever('0.9'),
      functionName: 'mintNft',
      input: { _owner: w.seller, _json: '{}' },
    });
    expect(poor.transactions.find((tx) => tx.account === w.collection)?.exitCode).toBe(104);
    // E.5: only the collection owner mints.
    const stranger = w.chain.sendMessage({
      from: w.stranger,
      to: w.collection,
      amount: ever('2'),
      functionName: 'mintNft',
      input: { _owner: w.stranger, _json: '{}' },
    });
    expect(stranger.transactions.find((tx) => tx.account === w.collection)?.exitCode).toBe(100);
    expectConserved(w.chain);
  });

  it('D.6: royaltyInfo on NftWithRoyalty and CollectionWithRoyalty rounds up; a plain NFT has none (exit 60)', () => {
    const w = makeWorld();
    const receiver = `0:${'c'.repeat(64)}`;
    const royaltyNft = mintNft(w, w.seller, newCollection(w, 'collectionRoyalty'), { numerator: 1n, denominator: 3n, receiver });
    expect(getter(w, royaltyNft, 'royaltyInfo', { answerId: 0, salePrice: 10 })).toEqual({ receiver, currentRoyalty: '4' });
    const withRoyalty = newCollection(w, 'collectionWithRoyalty', { numerator: 7n, denominator: 100n, receiver });
    expect(getter(w, withRoyalty, 'royaltyInfo', { answerId: 0, salePrice: 5_000_000_000n })).toEqual({
      receiver,
      currentRoyalty: '350000000',
    });
    const plain = mintNft(w, w.seller);
    expect(w.chain.runLocal(plain, 'royaltyInfo', { answerId: 0, salePrice: 1 }).code).toBe(60);
    expect(w.chain.runLocal(w.collection, 'royaltyInfo', { answerId: 0, salePrice: 1 }).code).toBe(60);
  });

  it('D.2: changeManager is manager-only (103), emits ManagerChanged and calls back in ascending address order', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const denied = w.chain.sendMessage({
      from: w.stranger,
      to: nft,
      amount: ever('1'),
      functionName: 'changeManager',
      input: { newManager: w.stranger, sendGasTo: w.stranger, callbacks: [] },
    });
    expect(denied.transactions.find((tx) => tx.account === nft)?.exitCode).toBe(103);
    const [a, b] = [w.buyer, w.buyer2].sort() as [Address, Address];
    const result = expectOk(
      w.chain.sendMessage({
        from: w.seller,
        to: nft,
        amount: ever('1'),
        functionName: 'changeManager',
        input: {
          newManager: w.stranger,
          sendGasTo: w.seller,
          callbacks: [
            [b, { value: ever('0.1'), payload: '' }],
            [a, { value: ever('0.1'), payload: '' }],
          ],
        },
      }),
    );
    expect(eventsNamed(result, 'ManagerChanged')[0]?.data).toEqual({ oldManager: w.seller, newManager: w.stranger });
    const nftTx = result.transactions.find((tx) => tx.account === nft);
    expect(nftTx?.outMessages.filter((m) => m.body.method === 'onNftChangeManager').map((m) => m.dst)).toEqual([a, b]);
    expect(callsTo(result, a, 'onNftChangeManager')[0]).toEqual({
      id: 0n,
      owner: w.seller,
      oldManager: w.seller,
      newManager: w.stranger,
      collection: w.collection,
      sendGasTo: w.seller,
      payload: '',
    });
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.stranger });
  });

  it('D.3: transfer moves owner and manager, rebuilds the indexes, and calls onNftTransfer (Q13)', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.seller,
        to: nft,
        amount: ever('1'),
        functionName: 'transfer',
        input: { to: w.buyer, sendGasTo: w.seller, callbacks: [[w.buyer, { value: ever('0.01'), payload: '' }]] },
      }),
    );
    expect(nftInfo(w, nft)).toEqual({ owner: w.buyer, manager: w.buyer });
    expect(eventsNamed(result, 'OwnerChanged')[0]?.data).toEqual({ oldOwner: w.seller, newOwner: w.buyer });
    expect(callsTo(result, w.buyer, 'onNftTransfer')[0]).toMatchObject({
      oldOwner: w.seller,
      newOwner: w.buyer,
      oldManager: w.buyer,
      newManager: w.buyer,
    });
    expect(w.chain.account(indexAddress(nft, w.collection, w.seller))).toBeUndefined();
    expect(w.chain.account(indexAddress(nft, w.collection, w.buyer))?.kind).toBe('nftIndex');
    expect(getter(w, nft, 'resolveIndex', { answerId: 0, collection: w.collection, owner: w.buyer })).toEqual({
      index: indexAddress(nft, w.collection, w.buyer),
    });
    expectConserved(w.chain);
  });

  it('D.4: changeOwner moves the owner only and calls onNftChangeOwner', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.seller,
        to: nft,
        amount: ever('1'),
        functionName: 'changeOwner',
        input: { newOwner: w.buyer, sendGasTo: w.seller, callbacks: [[w.buyer, { value: ever('0.01'), payload: '' }]] },
      }),
    );
    expect(nftInfo(w, nft)).toEqual({ owner: w.buyer, manager: w.seller });
    expect(eventsNamed(result, 'ManagerChanged')).toEqual([]);
    expect(callsTo(result, w.buyer, 'onNftChangeOwner')[0]).toMatchObject({ manager: w.seller, oldOwner: w.seller, newOwner: w.buyer });
    expectConserved(w.chain);
  });

  it('D.5: burn destroys the NFT; the collection emits NftBurned and lowers totalSupply', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.seller,
        to: nft,
        amount: ever('1'),
        functionName: 'burn',
        input: { sendGasTo: w.seller, callbackTo: ZERO_ADDRESS, callbackPayload: '' },
      }),
    );
    expect(eventsNamed(result, 'NftBurned')[0]?.data).toEqual({ id: '0', nft, owner: w.seller, manager: w.seller });
    expect(w.chain.account(nft)).toBeUndefined();
    expect(getter(w, w.collection, 'totalSupply', { answerId: 0 })).toEqual({ count: '0' });
    expect(getter(w, w.collection, 'totalMinted', { answerId: 0 })).toEqual({ count: '1' });
    expectConserved(w.chain);
  });
});
