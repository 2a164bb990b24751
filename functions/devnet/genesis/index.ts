/** The devnet's genesis world and its dev accounts (dev-only keys). */
export * from './accounts';
export * from './world';
