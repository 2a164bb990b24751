// The shapes of a contract ABI, in one home: the devnet's lookups (devnet/simulator/abi.ts) and
// the chain reader's codec (shared/tvm/abi) take these; the generated modules satisfy them.

export interface AbiParam {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

export interface AbiFunction {
  readonly name: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

export interface AbiEvent {
  readonly name: string;
  readonly inputs: readonly AbiParam[];
}

/** A contract's ABI: its version, functions, events and persistent-data fields. */
export interface ContractAbi {
  readonly version?: string;
  readonly functions: readonly AbiFunction[];
  readonly events: readonly AbiEvent[];
  readonly fields?: readonly AbiParam[];
}
