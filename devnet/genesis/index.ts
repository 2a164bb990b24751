/** The devnet's genesis: the world and its dev accounts (dev-only keys), deployed the way a deployer would. */
export * from './accounts';
export * from './deploy';
export * from './world';
